import type { Registry } from '@rjsf/utils';
import type { EngineFormContext } from '../../../../engine/widgets/formContext.ts';
import type { DesignerData } from '../data/designerData.ts';

/** What the block form's own widgets know beyond the engine's: the designer data and the block's whole data. */
export interface BlockFormContext extends EngineFormContext {
  designerData: DesignerData | undefined;
  /** The block's data as it is now (a voice is chosen among its language's). */
  blockData: Record<string, unknown>;
}

export function blockContext(registry: Registry): BlockFormContext {
  return registry.formContext as BlockFormContext;
}
