import type { SvgIconComponent } from '@mui/icons-material';
import PlayCircleRoundedIcon from '@mui/icons-material/PlayCircleRounded';
import DialpadRoundedIcon from '@mui/icons-material/DialpadRounded';
import PhoneForwardedRoundedIcon from '@mui/icons-material/PhoneForwardedRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import ToggleOnRoundedIcon from '@mui/icons-material/ToggleOnRounded';
import QueueRoundedIcon from '@mui/icons-material/QueueRounded';
import VoicemailRoundedIcon from '@mui/icons-material/VoicemailRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import CallSplitRoundedIcon from '@mui/icons-material/CallSplitRounded';
import ContactPhoneRoundedIcon from '@mui/icons-material/ContactPhoneRounded';
import PhoneInTalkRoundedIcon from '@mui/icons-material/PhoneInTalkRounded';
import VolumeUpRoundedIcon from '@mui/icons-material/VolumeUpRounded';
import RecordVoiceOverRoundedIcon from '@mui/icons-material/RecordVoiceOverRounded';
import ShortcutRoundedIcon from '@mui/icons-material/ShortcutRounded';
import SummarizeRoundedIcon from '@mui/icons-material/SummarizeRounded';
import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import WidgetsRoundedIcon from '@mui/icons-material/WidgetsRounded';

/**
 * The MUI icon of each icon name a block kind gives (its block.ts `icon`), with the type id as
 * a second name so that a kind is drawn with its own picture whichever of the two it names.
 */
const ICONS: Record<string, SvgIconComponent> = {
  start: PlayCircleRoundedIcon,
  play: PlayCircleRoundedIcon,
  option_menu: DialpadRoundedIcon,
  dialpad: DialpadRoundedIcon,
  menu: DialpadRoundedIcon,
  dial: PhoneForwardedRoundedIcon,
  phone: PhoneForwardedRoundedIcon,
  phone_forwarded: PhoneForwardedRoundedIcon,
  calendar: EventRoundedIcon,
  event: EventRoundedIcon,
  schedule: ScheduleRoundedIcon,
  clock: ScheduleRoundedIcon,
  toggle: ToggleOnRoundedIcon,
  toggle_on: ToggleOnRoundedIcon,
  queue: QueueRoundedIcon,
  voicemail: VoicemailRoundedIcon,
  fax: PrintRoundedIcon,
  print: PrintRoundedIcon,
  distribute: CallSplitRoundedIcon,
  call_split: CallSplitRoundedIcon,
  caller_id_routing: ContactPhoneRoundedIcon,
  caller_id: ContactPhoneRoundedIcon,
  caller: ContactPhoneRoundedIcon,
  contact_phone: ContactPhoneRoundedIcon,
  active_calls: PhoneInTalkRoundedIcon,
  phone_in_talk: PhoneInTalkRoundedIcon,
  play_media: VolumeUpRoundedIcon,
  audio: VolumeUpRoundedIcon,
  media: VolumeUpRoundedIcon,
  volume_up: VolumeUpRoundedIcon,
  speak: RecordVoiceOverRoundedIcon,
  tts: RecordVoiceOverRoundedIcon,
  record_voice_over: RecordVoiceOverRoundedIcon,
  jump: ShortcutRoundedIcon,
  shortcut: ShortcutRoundedIcon,
  summary: SummarizeRoundedIcon,
  summarize: SummarizeRoundedIcon,
  end_call: CallEndRoundedIcon,
  end: CallEndRoundedIcon,
  hang_up: CallEndRoundedIcon,
  call_end: CallEndRoundedIcon,
};

/** `phoneForwarded` and `phone_forwarded` name the same icon. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function blockIcon(icon: string | undefined, type: string): SvgIconComponent {
  return (icon && (ICONS[icon] ?? ICONS[snake(icon)])) || ICONS[type] || WidgetsRoundedIcon;
}
