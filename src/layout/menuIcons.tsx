import type { SvgIconComponent } from '@mui/icons-material';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import BusinessRoundedIcon from '@mui/icons-material/BusinessRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ContactPhoneRoundedIcon from '@mui/icons-material/ContactPhoneRounded';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import DialpadRoundedIcon from '@mui/icons-material/DialpadRounded';
import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import LibraryMusicRoundedIcon from '@mui/icons-material/LibraryMusicRounded';
import NumbersRoundedIcon from '@mui/icons-material/NumbersRounded';
import QueueRoundedIcon from '@mui/icons-material/QueueRounded';
import AdminPanelSettingsRoundedIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import VoicemailRoundedIcon from '@mui/icons-material/VoicemailRounded';
import PhoneRoundedIcon from '@mui/icons-material/PhoneRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import SensorsRoundedIcon from '@mui/icons-material/SensorsRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import WidgetsRoundedIcon from '@mui/icons-material/WidgetsRounded';
import SupportRoundedIcon from '@mui/icons-material/SupportRounded';
import SummarizeRoundedIcon from '@mui/icons-material/SummarizeRounded';
import RequestQuoteRoundedIcon from '@mui/icons-material/RequestQuoteRounded';
import HelpCenterRoundedIcon from '@mui/icons-material/HelpCenterRounded';
import CardMembershipRoundedIcon from '@mui/icons-material/CardMembershipRounded';
import RingVolumeRoundedIcon from '@mui/icons-material/RingVolumeRounded';
import type { MenuIcon } from '../navigation/menu.ts';

/** The icons the menu names (in src/navigation/menu.ts and in the schemas' x-resource menu), by name. */
export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  dashboard: DashboardRoundedIcon,
  clients: BusinessRoundedIcon,
  overview: ViewListRoundedIcon,
  invoice: ReceiptLongRoundedIcon,
  phonebook: ContactPhoneRoundedIcon,
  callFlow: AccountTreeRoundedIcon,
  extension: DialpadRoundedIcon,
  reports: AssessmentRoundedIcon,
  callHistory: HistoryRoundedIcon,
  configuration: SettingsRoundedIcon,
  device: DevicesRoundedIcon,
  media: LibraryMusicRoundedIcon,
  phoneNumber: NumbersRoundedIcon,
  queue: QueueRoundedIcon,
  role: AdminPanelSettingsRoundedIcon,
  site: PlaceRoundedIcon,
  schedule: ScheduleRoundedIcon,
  voicemail: VoicemailRoundedIcon,
  phone: PhoneRoundedIcon,
  statistics: BarChartRoundedIcon,
  liveStatistics: SensorsRoundedIcon,
  // The section pages and their own pages (src/navigation/sections.ts).
  users: PeopleRoundedIcon,
  features: WidgetsRoundedIcon,
  help: SupportRoundedIcon,
  helpCentre: HelpCenterRoundedIcon,
  cheatSheet: SummarizeRoundedIcon,
  pricing: RequestQuoteRoundedIcon,
  subscriptions: CardMembershipRoundedIcon,
  ringGroup: RingVolumeRoundedIcon,
};
