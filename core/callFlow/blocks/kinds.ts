/** Every block kind, one line each: a new kind is its folder and its line here. */
export { block as start } from './start/block.ts';
export { block as option_menu } from './option_menu/block.ts';
export { block as dial } from './dial/block.ts';
export { block as calendar } from './calendar/block.ts';
export { block as schedule } from './schedule/block.ts';
export { block as toggle } from './toggle/block.ts';
export { block as queue } from './queue/block.ts';
export { block as voicemail } from './voicemail/block.ts';
export { block as fax } from './fax/block.ts';
export { block as distribute } from './distribute/block.ts';
export { block as caller_id_routing } from './caller_id_routing/block.ts';
export { block as active_calls } from './active_calls/block.ts';
export { block as play_media } from './play_media/block.ts';
export { block as speak } from './speak/block.ts';
export { block as jump } from './jump/block.ts';
export { block as summary } from './summary/block.ts';
export { block as end_call } from './end_call/block.ts';
