// Written by `npm run generate` from schemas/. Do not edit: change the schema and run it again.

/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;
/**
 * The id of a record of another resource; x-reference on the property names which.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Reference".
 */
export type Reference = number;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "PhoneNumber".
 */
export type PhoneNumber = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Email".
 */
export type Email = string;
/**
 * A time of day on the wall clock, hh:mm or hh:mm:ss (24-hour, no offset): not the time format of RFC 3339, which needs seconds and an offset.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Time".
 */
export type Time = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "MacAddress".
 */
export type MacAddress = string;
/**
 * ISO 3166 alpha-2, or 001 for non-geographic numbers.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CountryCode".
 */
export type CountryCode = string;
/**
 * ISO 3166 alpha-2: a place. 001 (non-geographic numbers) is for destination countries only.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "GeographicCountryCode".
 */
export type GeographicCountryCode = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "LanguageCode".
 */
export type LanguageCode = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ExtensionNumber".
 */
export type ExtensionNumber = number;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Description".
 */
export type Description = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DateTime".
 */
export type DateTime = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Date".
 */
export type Date = string;
/**
 * A length of time in seconds.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Duration".
 */
export type Duration = number;
/**
 * An amount of money in the currency of the account, VAT excluded unless named otherwise.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Url".
 */
export type Url = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Weekday".
 */
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallDirection".
 */
export type CallDirection = "inbound" | "outbound" | "internal";
/**
 * When a call is forwarded: always, when busy, when not answered, when not reachable.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ForwardingType".
 */
export type ForwardingType = "always" | "busy" | "no_answer" | "unavailable";
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ContinentCode".
 */
export type ContinentCode = "AF" | "AN" | "AS" | "OC" | "EU" | "NA" | "SA";
/**
 * The month invoiced, YYYY-MM.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "InvoicePeriod".
 */
export type InvoicePeriod = string;
/**
 * The invoice's VAT category (EN 16931, UNCL 5305): S standard rate (supplier and customer in one country, or a consumer elsewhere in the EU at its country's rate), AE reverse charge (a business with a VAT number in another EU country; 0 %), O not subject to VAT (a party outside the EU). Absent on invoices issued before it was kept: S when VAT is charged, else O.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "VatCategory".
 */
export type VatCategory = "S" | "AE" | "O";
/**
 * A VAT identification number with its country prefix (BE0123456749), checked by its country's check digits.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "VatNumber".
 */
export type VatNumber = string;
/**
 * An IBAN, with or without the spaces it is printed with; checked by its country's length and check digits.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Iban".
 */
export type Iban = string;
/**
 * The bank's BIC (SWIFT code), 8 or 11 characters.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Bic".
 */
export type Bic = string;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerDataObjectType".
 */
export type CallFlowDesignerDataObjectType = "contact" | "extension" | "number";
/**
 * Where an extension's calls go instead: always, when busy, when not answered after some seconds, when not reachable; each to another extension, a phone number or a voicemail box.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallForwarding".
 */
export type CallForwarding = CallForwarding1;
/**
 * A phone number (DID) of the group and where its incoming calls go.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DidRouting".
 */
export type DidRouting = DidRouting1;
/**
 * A first-in, first-out call queue: callers wait, with announcements and hold music, until an agent answers.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Queue".
 */
export type Queue = Queue1;
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "StatisticsPeriod".
 */
export type StatisticsPeriod =
  | "last_24_hours"
  | "last_7_days"
  | "last_14_days"
  | "last_30_days"
  | "yesterday"
  | "today"
  | "this_week"
  | "this_month"
  | "this_quarter"
  | "last_quarter"
  | "last_year"
  | "year_to_date";
/**
 * The text-to-speech voices: language-region-name.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "WakeUpCallVoice".
 */
export type WakeUpCallVoice =
  | "en-GB-amelia"
  | "en-GB-oliver"
  | "en-US-ava"
  | "nl-BE-lotte"
  | "nl-BE-arne"
  | "nl-NL-fenna"
  | "nl-NL-maarten"
  | "fr-BE-camille"
  | "fr-BE-louis"
  | "fr-FR-denise"
  | "fr-FR-henri";
/**
 * A call placed to an extension at a set date and time that plays a media file or a spoken text.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "WakeUpCall".
 */
export type WakeUpCall = WakeUpCall1;

export interface SwitchboardSchemas {
  Id?: Id;
  Reference?: Reference;
  PhoneNumber?: PhoneNumber;
  Email?: Email;
  Time?: Time;
  MacAddress?: MacAddress;
  CountryCode?: CountryCode;
  GeographicCountryCode?: GeographicCountryCode;
  LanguageCode?: LanguageCode;
  ExtensionNumber?: ExtensionNumber;
  Description?: Description;
  DateTime?: DateTime;
  OptionItem?: OptionItem;
  Date?: Date;
  Duration?: Duration;
  Amount?: Amount;
  Url?: Url;
  Weekday?: Weekday;
  CallDirection?: CallDirection;
  ForwardingType?: ForwardingType;
  GroupPermission?: GroupPermission;
  ContinentCode?: ContinentCode;
  LocalizedNames?: LocalizedNames;
  ChartDataset?: ChartDataset;
  ChartData?: ChartData;
  InvoiceLine?: InvoiceLine;
  InvoicePeriod?: InvoicePeriod;
  VatCategory?: VatCategory;
  BilledLine?: BilledLine;
  VatNumber?: VatNumber;
  Iban?: Iban;
  Bic?: Bic;
  BillingParty?: BillingParty;
  BillingGap?: BillingGap;
  Account?: Account;
  AuthToken?: AuthToken;
  Avatar?: Avatar;
  AvatarUpload?: AvatarUpload;
  CallFlowReference?: CallFlowReference;
  CallFlowDiagram?: CallFlowDiagram;
  CallFlowNode?: CallFlowNode;
  CallFlowEdge?: CallFlowEdge;
  CallFlow?: CallFlow;
  CallFlowConfirm?: CallFlowConfirm;
  CallFlowConfirmResult?: CallFlowConfirmResult;
  CallFlowDesignerDataObjectType?: CallFlowDesignerDataObjectType;
  CallFlowDesignerDataVoice?: CallFlowDesignerDataVoice;
  CallFlowDesignerDataUsedObject?: CallFlowDesignerDataUsedObject;
  CallFlowDesignerDataTakenShortcode?: CallFlowDesignerDataTakenShortcode;
  CallFlowDesignerDataDbReference?: CallFlowDesignerDataDbReference;
  CallFlowDesignerData?: CallFlowDesignerData;
  CallFlowDuplicate?: CallFlowDuplicate;
  CallFlowEditors?: CallFlowEditors;
  CallFlowIssue?: CallFlowIssue;
  CallFlowRevision?: CallFlowRevision;
  CallFlowRevisionList?: CallFlowRevisionList;
  CallFlowScenarioByBlockIndex?: CallFlowScenarioByBlockIndex;
  CallFlowScenarioByBlockFlag?: CallFlowScenarioByBlockFlag;
  CallFlowScenario?: CallFlowScenario;
  CallFlowTestCase?: CallFlowTestCase;
  CallFlowTestCaseList?: CallFlowTestCaseList;
  CallFlowTestResult?: CallFlowTestResult;
  CallFlowTestResults?: CallFlowTestResults;
  CallFlowTestRun?: CallFlowTestRun;
  CallFlowTrace?: CallFlowTrace;
  CallFlowTraceRequest?: CallFlowTraceRequest;
  CallForwarding?: CallForwarding;
  CallSummarySection?: CallSummarySection;
  CallSummaryTranscript?: CallSummaryTranscript;
  CallSummary?: CallSummary;
  Cdr?: Cdr;
  Client?: Client;
  ClientCreate?: ClientCreate;
  ClientDashboardChart?: ClientDashboardChart;
  CountryCatalogueContinent?: CountryCatalogueContinent;
  CountryCatalogueCountry?: CountryCatalogueCountry;
  CountryCatalogue?: CountryCatalogue;
  Credentials?: Credentials;
  DashboardSummaryCompany?: DashboardSummaryCompany;
  DashboardSummaryUser?: DashboardSummaryUser;
  DashboardSummary?: DashboardSummary;
  Device?: Device;
  DidRouting?: DidRouting;
  DssButton?: DssButton;
  EventTicket?: EventTicket;
  Extension?: Extension;
  Feedback?: Feedback;
  GrantableRole?: GrantableRole;
  Group?: Group;
  GroupSettings?: GroupSettings;
  Health?: Health;
  Hotdesk?: Hotdesk;
  ImpersonationSignIn?: ImpersonationSignIn;
  ImpersonationToken?: ImpersonationToken;
  Integration?: Integration;
  IntegrationActivation?: IntegrationActivation;
  IntegrationRedirect?: IntegrationRedirect;
  Invoice?: Invoice;
  Job?: Job;
  Language?: Language;
  LiveStatisticsQueueRow?: LiveStatisticsQueueRow;
  LiveStatisticsAgentRow?: LiveStatisticsAgentRow;
  LiveStatistics?: LiveStatistics;
  MediaFile?: MediaFile;
  PasswordChange?: PasswordChange;
  PasswordReset?: PasswordReset;
  Phonebook?: Phonebook;
  PhonebookContact?: PhonebookContact;
  Profile?: Profile;
  QueueMember?: QueueMember;
  Queue?: Queue;
  Quote?: Quote;
  ResellerInvoice?: ResellerInvoice;
  ResetRequest?: ResetRequest;
  ResetTokenCheck?: ResetTokenCheck;
  ResetTokenValid?: ResetTokenValid;
  RingGroupMember?: RingGroupMember;
  RingGroup?: RingGroup;
  RingTone?: RingTone;
  Role?: Role;
  Site?: Site;
  StatisticsPeriod?: StatisticsPeriod;
  Statistics?: Statistics;
  Subscription?: Subscription;
  SubscriptionUsage?: SubscriptionUsage;
  TimeScheduleRange?: TimeScheduleRange;
  TimeScheduleClosedDate?: TimeScheduleClosedDate;
  TimeSchedule?: TimeSchedule;
  ToggleOption?: ToggleOption;
  Toggle?: Toggle;
  UserSettingsDashboard?: UserSettingsDashboard;
  UserSettings?: UserSettings;
  UserSettingsWrite?: UserSettingsWrite;
  VoicemailBox?: VoicemailBox;
  VoicemailMessage?: VoicemailMessage;
  WakeUpCallVoice?: WakeUpCallVoice;
  WakeUpCall?: WakeUpCall;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "OptionItem".
 */
export interface OptionItem {
  id: number | string;
  label: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "GroupPermission".
 */
export interface GroupPermission {
  name: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "LocalizedNames".
 */
export interface LocalizedNames {
  en: string;
  nl: string;
  fr: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ChartDataset".
 */
export interface ChartDataset {
  label: string;
  data: number[];
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ChartData".
 */
export interface ChartData {
  labels: string[];
  datasets: ChartDataset[];
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "InvoiceLine".
 */
export interface InvoiceLine {
  description: string;
  call_count: number;
  duration: Duration;
  unit_price: Amount;
  commission: Amount;
}
/**
 * One line: a product's licences (quantity × monthly unit price), the calls to one destination type (their per-second cost) or the setup costs of the answered calls.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "BilledLine".
 */
export interface BilledLine {
  kind: "subscription" | "calls" | "setup";
  /**
   * The product of a subscription line (schemas/subscription.schema.json).
   */
  product?:
    | "user"
    | "phone_number"
    | "device"
    | "call_queue"
    | "voicemail_box"
    | "hotdesk"
    | "call_recording"
    | "call_summary_credits";
  /**
   * The destination type of a calls line.
   */
  destination?: "national_landline" | "national_mobile" | "international_landline" | "international_mobile" | "other";
  /**
   * Licences held, or calls made.
   */
  quantity: number;
  /**
   * A length of time in seconds.
   */
  duration?: number;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  unit_price?: number;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  amount: number;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  commission?: number;
}
/**
 * A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "BillingParty".
 */
export interface BillingParty {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: GeographicCountryCode;
  vat_number?: VatNumber;
  iban?: Iban;
  bic?: Bic;
}
/**
 * A field an invoice's party lacks to make the invoice a valid e-invoice (Peppol BIS Billing 3.0), and where it is filled in.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "BillingGap".
 */
export interface BillingGap {
  party: "supplier" | "customer";
  field: "name" | "address_street" | "address_postal_code" | "address_city" | "address_country" | "vat_number" | "iban";
  /**
   * group_settings: the customer's group settings; reseller_settings: the reseller's group settings; operator: the platform's OPERATOR_PARTY_FILE.
   */
  source?: "group_settings" | "reseller_settings" | "operator";
}
/**
 * A billing account of the group; extensions and phone numbers are charged to one. Accounts are made by the provider.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Account".
 */
export interface Account {
  id?: number;
  name: string;
}
/**
 * A session token and the group it starts on (api-token-auth/, impersonate/token-auth/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "AuthToken".
 */
export interface AuthToken {
  token: string;
  group_id: number;
}
/**
 * Where the new picture is served.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Avatar".
 */
export interface Avatar {
  /**
   * Where the new picture is served; also the profile’s avatar.
   */
  avatar: string;
}
/**
 * POST profile/avatar/ (multipart form): the new picture.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "AvatarUpload".
 */
export interface AvatarUpload {
  /**
   * A JPEG or PNG image of at most 10,000,000 bytes and 2000 by 2000 pixels.
   */
  avatar: string;
}
/**
 * One record a block refers to: its resource as the key, its id as the value.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowReference".
 */
export interface CallFlowReference {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  call_flow?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  media_file?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  phonebook_contact?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  queue?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  ring_group?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  ring_tone?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  time_schedule?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  voicemail_box?: number;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDiagram".
 */
export interface CallFlowDiagram {
  nodes: CallFlowNode[];
  edges: CallFlowEdge[];
}
/**
 * A block of the diagram; its settings are in data, by block type.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowNode".
 */
export interface CallFlowNode {
  id: string;
  type: string;
  position?: {
    x: number;
    y: number;
  };
  data?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A connection from an output port of one block to another block.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowEdge".
 */
export interface CallFlowEdge {
  id: string;
  type?: string;
  source: string;
  source_handle?: string | null;
  target: string;
  target_handle?: string | null;
}
/**
 * A diagram of blocks that routes incoming calls; either active or a draft.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlow".
 */
export interface CallFlow {
  id?: number;
  description: string;
  draft?: boolean;
  diagram?: CallFlowDiagram1;
  /**
   * An active flow's edits saved as draft (PATCH with If-Match), not live until POST v1/call_flow/{id}/confirm/; null when there are none.
   */
  working_diagram?: CallFlowDiagram | null;
  /**
   * The extensions whose users change the flow (its creator among them); issue 9.
   *
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  owners?: number[];
  /**
   * true: every user of the group sees it; false: only its owners (and the Admin role).
   */
  is_shared?: boolean;
  /**
   * The flow's last change (any save: its name, a draft, a confirmed save, a restore), kept by the server: when and by whom. The author's name is kept with it, so it still says who after the user has gone; id is null for a change made while impersonating or by the demo seed.
   */
  changed?: {
    at: DateTime;
    by: {
      id: number | null;
      name: string;
    };
  } | null;
  /**
   * The records the blocks of diagram and working_diagram refer to, one object per record ({"queue": 4}), kept by the server: a record used here cannot be deleted.
   *
   * @maxItems 20000
   */
  references?: CallFlowReference[];
}
/**
 * The live diagram; a draft's (concept's) diagram until its first confirmed save.
 */
export interface CallFlowDiagram1 {
  nodes: CallFlowNode[];
  edges: CallFlowEdge[];
}
/**
 * Makes a diagram live after every rule of configuration-areas §5 passed; based on the version the designer opened.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowConfirm".
 */
export interface CallFlowConfirm {
  /**
   * The version the edit was based on: a later one is refused (412).
   */
  version: number;
  description: Description;
  diagram: CallFlowDiagram;
  /**
   * Why, for the revision history.
   */
  comment?: string;
}
/**
 * The flow as saved, the revision the save recorded and the flow's test cases run against the new diagram.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowConfirmResult".
 */
export interface CallFlowConfirmResult {
  call_flow: CallFlow;
  revision: CallFlowRevision;
  test_results: CallFlowTestResult[];
  /**
   * The diagram's warnings (blocks no call reaches…), which do not refuse the save; text in the reader's language.
   */
  warnings?: CallFlowIssue[];
}
/**
 * One confirmed save of a call flow: who, when, an optional comment; one revision read alone also has its description and diagram.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowRevision".
 */
export interface CallFlowRevision {
  id: Id;
  /**
   * 1 for the flow's first confirmed save, then counting up.
   */
  number: number;
  created_at: string;
  created_by: {
    /**
     * null once the user has gone.
     */
    id: Id | null;
    name: string;
  };
  comment: string;
  description?: string;
  diagram?: CallFlowDiagram;
}
/**
 * One test case run against a diagram: whether the call reached the expected block, where it ended, and where it went elsewhere.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTestResult".
 */
export interface CallFlowTestResult {
  test_case: Id;
  name: string;
  passed: boolean;
  /**
   * The block the call ended at (null: it never left the start).
   */
  reached: string | null;
  /**
   * When failed: the last block from which the expected one could still be reached.
   */
  diverged_at: string | null;
}
/**
 * A rule a diagram breaks (configuration-areas §5): its block (null: the diagram as a whole), the rule's key, and its text in the reader's language. A refused save answers 400 {code: call_flow_invalid, detail, issues}.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowIssue".
 */
export interface CallFlowIssue {
  block: string | null;
  rule: string;
  severity: "error" | "warning";
  message: string;
  params?: {
    [k: string]: string | number | undefined;
  };
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerDataVoice".
 */
export interface CallFlowDesignerDataVoice {
  id: string;
  label: string;
  /**
   * The id of its text-to-speech language.
   */
  language: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerDataUsedObject".
 */
export interface CallFlowDesignerDataUsedObject {
  type: CallFlowDesignerDataObjectType;
  /**
   * The record's id; for a number, the phone number itself.
   */
  id: number | string;
  label: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerDataTakenShortcode".
 */
export interface CallFlowDesignerDataTakenShortcode {
  shortcode: number;
  /**
   * The toggle or call flow that holds it.
   */
  holder: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerDataDbReference".
 */
export interface CallFlowDesignerDataDbReference {
  resource: string;
  id: Id;
  exists: boolean;
  label: string | null;
}
/**
 * What the call-flow designer needs besides the diagram: choices for its blocks, and the records the diagram refers to.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDesignerData".
 */
export interface CallFlowDesignerData {
  /**
   * The ring tones a Dial block can use.
   */
  ringtone: OptionItem[];
  /**
   * Languages of text-to-speech, e.g. nl-BE.
   */
  tts_languages: OptionItem[];
  tts_voices: CallFlowDesignerDataVoice[];
  /**
   * IANA timezones for Schedule and Calendar blocks.
   */
  timezones: string[];
  /**
   * Languages of speech-to-text.
   */
  stt_languages: OptionItem[];
  /**
   * The contacts, extensions and numbers the diagram's blocks use.
   */
  used_objects: CallFlowDesignerDataUsedObject[];
  /**
   * Each record a block refers to, and whether it still exists.
   */
  api_db_info: CallFlowDesignerDataDbReference[];
  /**
   * Toggle shortcodes held elsewhere in the group (toggles, other call flows' toggle blocks): a toggle block may not use them (validateDiagram's takenShortcodes).
   */
  taken_shortcodes?: CallFlowDesignerDataTakenShortcode[];
}
/**
 * Copies a call flow as a new draft; without a description the copy is named after the original, made unique in the group.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowDuplicate".
 */
export interface CallFlowDuplicate {
  description?: Description;
}
/**
 * The other people who have the flow open in the designer (a heartbeat seen in the last 45 seconds).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowEditors".
 */
export interface CallFlowEditors {
  editors: {
    user: Id;
    name: string;
    /**
     * When they opened it.
     */
    since: string;
  }[];
}
/**
 * A page of a call flow's revisions, newest first (without their diagrams).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowRevisionList".
 */
export interface CallFlowRevisionList {
  count: number;
  results: CallFlowRevision[];
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowScenarioByBlockIndex".
 */
export interface CallFlowScenarioByBlockIndex {
  [k: string]: number | undefined;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowScenarioByBlockFlag".
 */
export interface CallFlowScenarioByBlockFlag {
  [k: string]: boolean | undefined;
}
/**
 * What a tester chooses for a test call: who calls, which number, when, and what happens at each choice (core/callFlow CallScenario).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowScenario".
 */
export interface CallFlowScenario {
  /**
   * The calling number, E.164 or as typed; may be empty (anonymous).
   */
  caller: string;
  /**
   * The phone number dialled.
   */
  dialled: string;
  /**
   * The moment of the call, ISO 8601 (UTC when it has no offset).
   */
  at: string;
  /**
   * Menu key presses in order.
   *
   * @maxItems 50
   */
  keys?: string[];
  toggles?: CallFlowScenarioByBlockIndex1;
  queue_full?: CallFlowScenarioByBlockFlag1;
  active_calls?: CallFlowScenarioByBlockIndex2;
  distribute?: CallFlowScenarioByBlockIndex3;
  no_answer?: CallFlowScenarioByBlockFlag2;
}
/**
 * Toggle block id → the option index to assume.
 */
export interface CallFlowScenarioByBlockIndex1 {
  [k: string]: number | undefined;
}
/**
 * Queue block id → the queue is full (or its timeout passed).
 */
export interface CallFlowScenarioByBlockFlag1 {
  [k: string]: boolean | undefined;
}
/**
 * Active-calls block id → how many calls its extensions have.
 */
export interface CallFlowScenarioByBlockIndex2 {
  [k: string]: number | undefined;
}
/**
 * Distribute block id → the route index the call is given.
 */
export interface CallFlowScenarioByBlockIndex3 {
  [k: string]: number | undefined;
}
/**
 * Dial block id → nobody answers.
 */
export interface CallFlowScenarioByBlockFlag2 {
  [k: string]: boolean | undefined;
}
/**
 * A saved test call and the block it must reach; run on every confirmed save of its call flow.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTestCase".
 */
export interface CallFlowTestCase {
  id?: number;
  name: string;
  scenario: CallFlowScenario;
  expect: {
    /**
     * The block (id in the tested flow) the call must pass or end at.
     */
    block: string;
  };
  /**
   * The result of its last run (a confirmed save or a run), null before its first.
   */
  last_result?: CallFlowTestResult | null;
}
/**
 * A call flow's test cases, oldest first.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTestCaseList".
 */
export interface CallFlowTestCaseList {
  count: number;
  results: CallFlowTestCase[];
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTestResults".
 */
export interface CallFlowTestResults {
  results: CallFlowTestResult[];
}
/**
 * Runs a flow's test cases: against the diagram sent (the designer's unsaved one), else its working diagram, else its live one.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTestRun".
 */
export interface CallFlowTestRun {
  diagram?: CallFlowDiagram;
}
/**
 * The path a test call takes, block by block, with the reason at each step (a locale key of blocks.*, and its text in the reader's language).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTrace".
 */
export interface CallFlowTrace {
  /**
   * The flow the call starts in (null: a diagram sent without a flow).
   */
  call_flow: Id | null;
  trace: {
    end: "ended" | "loop" | "dead_end" | "step_limit";
    steps: {
      flow: number | null;
      block: string;
      type: string;
      port: string | null;
      reason: string;
      params?: {
        [k: string]: string | number | undefined;
      };
      /**
       * The reason in the reader's language.
       */
      message?: string;
    }[];
  };
  /**
   * The diagrams of the flows the call jumped to, by id, so that the path can be drawn on them.
   */
  flows?: {
    [k: string]: CallFlowDiagram | undefined;
  };
}
/**
 * A test call: through a call flow (call_flow, or the diagram sent, e.g. the designer's unsaved one), or from a phone number (did: the flow it routes to).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallFlowTraceRequest".
 */
export interface CallFlowTraceRequest {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  call_flow?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  did?: number;
  diagram?: CallFlowDiagram;
  /**
   * Trace the live diagram even when the flow has unconfirmed edits.
   */
  live?: boolean;
  scenario: CallFlowScenario;
}
export interface CallForwarding1 {
  id?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension: number;
  /**
   * Every call, before the extension rings. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
   */
  always?: ("extension" | "number" | "voicemail") | null;
  always_extension?: number | null;
  always_number?: PhoneNumber | null;
  always_voicemail?: number | null;
  /**
   * Calls that come while the extension is in a call. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
   */
  busy?: ("extension" | "number" | "voicemail") | null;
  busy_extension?: number | null;
  busy_number?: PhoneNumber | null;
  busy_voicemail?: number | null;
  /**
   * Calls the extension does not answer within no_answer_after seconds. Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
   */
  no_answer?: ("extension" | "number" | "voicemail") | null;
  /**
   * Seconds the extension rings before an unanswered call is forwarded.
   */
  no_answer_after?: number;
  no_answer_extension?: number | null;
  no_answer_number?: PhoneNumber | null;
  no_answer_voicemail?: number | null;
  /**
   * Calls while the extension is not reachable (no device registered). Where they go: another extension, a phone number or a voicemail box; null: not forwarded.
   */
  unavailable?: ("extension" | "number" | "voicemail") | null;
  unavailable_extension?: number | null;
  unavailable_number?: PhoneNumber | null;
  unavailable_voicemail?: number | null;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallSummarySection".
 */
export interface CallSummarySection {
  topic: string;
  points: string[];
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallSummaryTranscript".
 */
export interface CallSummaryTranscript {
  text: string;
  language?: string;
  segments: {
    /**
     * Seconds from the recording's start.
     */
    start: number;
    end: number;
    text: string;
    /**
     * The speaker's label as the endpoint gives it (diarisation).
     */
    speaker?: string;
  }[];
}
/**
 * A written summary of a recorded call, generated for credits by the summariser at the edge and editable afterwards. Its calls are hand-written in server/areas/call_summary/: a private summary is seen and changed only by the user who requested it, a public one by the whole group.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CallSummary".
 */
export interface CallSummary {
  id?: number;
  /**
   * The call summarised.
   */
  cdr?: number | null;
  date_time?: string;
  /**
   * A length of time in seconds.
   */
  duration?: number;
  participants?: string[];
  direction?: "inbound" | "outbound" | "internal";
  quick_summary: string;
  detailed_summary?: string;
  sections?: CallSummarySection[];
  notes?: string;
  conclusions?: string[];
  next_steps?: string[];
  recommendations?: string[];
  /**
   * private: only the user who requested it; public: everyone in the group.
   */
  visibility: "private" | "public";
  /**
   * Credits the summary cost (given back when its generation failed).
   */
  credits_cost?: number;
  /**
   * requested: the summariser is at work (a pending notice); complete; error: generation failed and its credits were given back.
   */
  state?: "requested" | "complete" | "error";
  /**
   * The reader requested it: only they see it while it is private.
   */
  mine?: boolean;
  /**
   * Who requested it; null when that user no longer exists.
   */
  requested_by_name?: string | null;
  /**
   * The background job generating it (GET v1/jobs/{id}/), while the reader may watch it.
   */
  job?: number | null;
  /**
   * What was said, as the transcription endpoint wrote it: the text and its segments, with speaker turns when the endpoint gives them; null when none was kept (SUMMARISER_URL, or a summary from before). Seen by whoever sees the summary; only in the answer for one summary, not in the list.
   */
  transcript?: CallSummaryTranscript | null;
}
/**
 * One call in the call history: who called whom, when, how long, how it ended and what it cost. Fed by the phone platform through the ingestion API (/api/ingest/v1/), read through the call history's own calls (server/areas/cdr/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Cdr".
 */
export interface Cdr {
  id?: number;
  call_start: DateTime;
  /**
   * The calling number or extension as received; empty when withheld.
   */
  caller: string;
  callee: string;
  direction: CallDirection;
  duration: Duration;
  /**
   * A length of time in seconds.
   */
  billsec?: number;
  status: "answered" | "unanswered" | "busy" | "failed";
  /**
   * EUR excluding VAT: per second from the first second at the destination's rate, plus the setup cost when answered (configuration-areas §9); inbound and internal calls cost nothing.
   */
  cost?: number;
  /**
   * The group's extensions the call involved.
   */
  extensions?: number[];
  /**
   * Where the recording is downloaded (an API path); null: not recorded.
   */
  recording: Url | null;
  has_summary: boolean;
  /**
   * The call summary's id, when one exists.
   */
  summary?: number | null;
  /**
   * The call's steps in order (the details only).
   */
  legs?: {
    at: DateTime;
    step: "dialled" | "queued" | "rang" | "answered" | "transferred" | "voicemail" | "ended";
    party?: string;
  }[];
}
/**
 * A reseller's client group with its key figures, as the clients overview lists it (v1 clients/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Client".
 */
export interface Client {
  id: Id;
  description: Description;
  domain: string | null;
  extensions: number;
  phone_numbers: number;
  /**
   * Sign-ins of the group.
   */
  users: number;
  /**
   * Most the group's calls may cost per day; null: no limit.
   */
  daily_balance: number | null;
  /**
   * What is left of today's balance.
   */
  remaining_balance: number | null;
  test_account: boolean;
  created_at: DateTime;
}
/**
 * What a reseller gives to open a client group: its name and its country. The group gets the reseller's group permissions (reseller-only ones left out) and the platform's default settings; the reseller then acts as it to set it up.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ClientCreate".
 */
export interface ClientCreate {
  description: Description;
  /**
   * ISO 3166 alpha-2: a place. 001 (non-geographic numbers) is for destination countries only.
   */
  country: string;
}
/**
 * The call-trend chart of the dashboard, with the period's averages.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ClientDashboardChart".
 */
export interface ClientDashboardChart {
  labels: string[];
  datasets: ChartDataset[];
  /**
   * Inbound calls per day on average.
   */
  avg_inbound: number;
  /**
   * Outbound calls per day on average.
   */
  avg_outbound: number;
  /**
   * Seconds per inbound call on average.
   */
  avg_inbound_duration: number;
  /**
   * Seconds per outbound call on average.
   */
  avg_outbound_duration: number;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CountryCatalogueContinent".
 */
export interface CountryCatalogueContinent {
  code: ContinentCode;
  names: LocalizedNames;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CountryCatalogueCountry".
 */
export interface CountryCatalogueCountry {
  code: CountryCode;
  /**
   * The international calling code, e.g. +32.
   */
  dial_code: string;
  continent: ContinentCode;
  names: LocalizedNames;
}
/**
 * The continents and countries offered by the country pickers, named in en, nl and fr. Non-geographic numbers (001) are not a country; the pickers add them.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "CountryCatalogue".
 */
export interface CountryCatalogue {
  continents: CountryCatalogueContinent[];
  countries: CountryCatalogueCountry[];
}
/**
 * POST api-token-auth/: a username and password to exchange for a token.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Credentials".
 */
export interface Credentials {
  username: string;
  password: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DashboardSummaryCompany".
 */
export interface DashboardSummaryCompany {
  group: OptionItem;
  extensions: number;
  registered_extensions: number;
  phone_numbers: number;
  /**
   * Phone numbers whose routing is active.
   */
  active_phone_numbers: number;
  sites: number;
  accounts: number;
  phonebooks: number;
  contacts: number;
  users: number;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DashboardSummaryUser".
 */
export interface DashboardSummaryUser {
  username: string;
  name: string;
  email: Email;
  language: LanguageCode;
  /**
   * The user's extension number, when acting on the home group.
   */
  extension: ExtensionNumber | null;
  /**
   * The name of the extension's site.
   */
  site: string | null;
  registered: boolean;
}
/**
 * The figures behind the company and user summary widgets (GET v3 dashboard/summary/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DashboardSummary".
 */
export interface DashboardSummary {
  company: DashboardSummaryCompany;
  user: DashboardSummaryUser;
}
/**
 * A desk phone, hand-held phone or ATA that the platform provisions by its MAC address.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Device".
 */
export interface Device {
  id?: number;
  description: Description;
  /**
   * Desk phone, hand-held (DECT) phone or analogue telephone adapter (ATA).
   */
  type: "desk_phone" | "hand_held" | "ata";
  /**
   * The phone model (core/device/catalogue.ts): how many programmable keys it has over how many pages, and which expansion module it takes. Without one the device has no keys to program.
   */
  model?:
    | "yealink_t54w"
    | "yealink_t58w"
    | "yealink_t46u"
    | "yealink_t31g"
    | "snom_d785"
    | "snom_d735"
    | "poly_vvx_450"
    | "poly_vvx_250"
    | "gigaset_r700h"
    | "gigaset_sl800h"
    | "yealink_w73h"
    | "grandstream_ht802"
    | "grandstream_ht814";
  /**
   * How many expansion modules (sidecars) are attached; only models that take one.
   */
  expansion_modules?: number;
  mac_address: string;
  /**
   * The user (extension) whose SIP account the device registers.
   */
  extension?: number | null;
  /**
   * When the device last fetched its configuration; it should do so at least every 24 hours.
   */
  last_update?: DateTime | null;
  phonebook?: number | null;
  /**
   * Which extensions the phone's directory lists: those of its site, or of the whole group.
   */
  phonebook_extensions_filter?: "site" | "group";
  voicemail_box?: number | null;
  /**
   * A second call may ring while one is in progress.
   */
  second_call_waiting?: boolean;
  /**
   * A tone announces the second call.
   */
  call_waiting_tone?: boolean;
  headset_training?: boolean;
  site?: number | null;
  /**
   * The device has not fetched its configuration for more than 24 hours (or never): kept by the server when the record is read.
   */
  stale?: boolean;
  /**
   * When settings were last pushed: the configuration was built and is waiting for the device's next fetch.
   */
  pushed_at?: DateTime | null;
}
export interface DidRouting1 {
  id?: number;
  did: string;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  account: number;
  site?: number | null;
  call_flow?: number | null;
  /**
   * Shown before the caller ID of calls to this number.
   */
  caller_id_prefix?: string | null;
  language: LanguageCode;
  routing_active?: boolean;
  /**
   * When set, calls follow this call flow instead of the usual one.
   */
  override_call_flow?: number | null;
  failover_enabled?: boolean;
  /**
   * Where calls go on failover: one extension, a whole site, or another phone number.
   */
  failover_strategy?: "extension" | "site" | "number";
  /**
   * How many of the allowed extensions must be unreachable to fail over.
   */
  failover_ratio?: "one" | "half" | "all";
  failover_extension?: number | null;
  failover_site?: number | null;
  /**
   * Where calls go on failover with strategy number; another number than this one.
   */
  failover_number?: PhoneNumber | null;
  /**
   * null: no exceptional forwarding.
   */
  exceptional_forwarding?: ForwardingType | null;
  exceptional_forwarding_number?: PhoneNumber | null;
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  allowed_extensions?: number[];
}
/**
 * A programmable key of a device or of one of its expansion modules.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "DssButton".
 */
export interface DssButton {
  id?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  device: number;
  /**
   * 0: the phone itself; 1 and up: its expansion modules.
   */
  module?: number;
  page?: number;
  /**
   * The key's place on its page; one button per device, module, page and position.
   */
  position: number;
  /**
   * blf: watch and call a user (its extension number); toggle: switch a call-flow toggle (its shortcode); speed_dial: call a phone number.
   */
  type: "blf" | "toggle" | "speed_dial";
  name: string;
  /**
   * The extension number, toggle shortcode or phone number the key acts on: digits, * and #, an international number with its +.
   */
  value: string;
  /**
   * The text shown next to the key; the portal fills it from the watched extension's name.
   */
  label?: string;
  /**
   * Configured by support; cannot be edited in the portal.
   */
  manual?: boolean;
}
/**
 * A single-use ticket that opens one event stream (POST v1/events/ticket/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "EventTicket".
 */
export interface EventTicket {
  /**
   * Single use; for GET v1/events/?ticket=.
   */
  ticket: string;
  /**
   * Seconds the ticket stays valid.
   */
  expires_in: number;
}
/**
 * A user of the phone system and the internal number that reaches them.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Extension".
 */
export interface Extension {
  id?: number;
  extension: number;
  name: string;
  /**
   * An inactive extension is not rung, not offered for new references, and its phones may neither register nor fetch their settings.
   */
  active?: boolean;
  email?: Email | null;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  account: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  site: number;
  language: LanguageCode;
  country_code: GeographicCountryCode;
  mobile?: PhoneNumber | null;
  caller_id: PhoneNumber;
  outbound_caller_id?: PhoneNumber | null;
  hide_caller_id?: boolean;
  internal_ringtone?: number | null;
  /**
   * Seconds before the mobile number rings along.
   */
  call_mobile_after?: number;
  /**
   * Seconds the mobile number rings.
   */
  call_mobile_timeout?: number;
  role?: number | null;
  registered?: boolean;
  /**
   * @minItems 1
   */
  origin_countries: [GeographicCountryCode, ...GeographicCountryCode[]];
  /**
   * @minItems 1
   */
  destination_countries: [CountryCode, ...CountryCode[]];
}
/**
 * A message from the footer's feedback box to the provider.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Feedback".
 */
export interface Feedback {
  id?: number;
  /**
   * Who sends it: the signed-in user's name or e-mail.
   */
  requester: string;
  subject: string;
  description: string;
}
/**
 * A role the caller may assign (GET v3 role/grantable/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "GrantableRole".
 */
export interface GrantableRole {
  id: number;
  name: string;
}
/**
 * A company (or a reseller) on the platform, with the permissions it holds; the lookup behind impersonation.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Group".
 */
export interface Group {
  id?: number;
  description: Description;
  group_permissions: GroupPermission[];
}
/**
 * The settings of the group acted on, stored on the group record: user settings, country restrictions, limits and billing.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "GroupSettings".
 */
export interface GroupSettings {
  id?: number;
  description: string;
  /**
   * The SIP domain the group's phones register on; set by the provider.
   */
  domain?: string | null;
  group_permissions?: GroupPermission[];
  /**
   * @minItems 1
   */
  allowed_origination_countries: [GeographicCountryCode, ...GeographicCountryCode[]];
  /**
   * Countries the group may call; 001 stands for non-geographic numbers.
   *
   * @minItems 1
   */
  allowed_destination_countries: [CountryCode, ...CountryCode[]];
  billing_reference?: string | null;
  /**
   * The company's registered name on its invoices; empty: the group's name.
   */
  legal_name?: string | null;
  /**
   * Street and number of the invoice address.
   */
  address_street?: string | null;
  address_postal_code?: string | null;
  address_city?: string | null;
  /**
   * Empty: the first country calls may come from.
   */
  address_country?: GeographicCountryCode | null;
  /**
   * With its country prefix, checked by its check digits; also the group's Peppol address (in Belgium its enterprise number, scheme 0208).
   */
  vat_number?: VatNumber | null;
  /**
   * The account a reseller's clients pay their invoices into.
   */
  iban?: Iban | null;
  bic?: Bic | null;
  /**
   * Seconds an unanswered call rings before it ends.
   */
  call_timeout?: number;
  /**
   * Most the group's calls may cost per day, set by the provider or reseller with the billing; null: no limit.
   */
  daily_balance?: number | null;
  /**
   * What is left of today's balance.
   */
  remaining_balance?: Amount | null;
  /**
   * Most outbound calls at the same time.
   */
  outbound_channel_limit?: number;
  parking_slots?: number;
  record_calls?: boolean;
  /**
   * Summaries turned off: the group's recorded calls are not summarised (nothing is sent to the AI servers configured for summaries) and Summarise is not offered. Absent or false: summaries are offered.
   */
  call_summaries_off?: boolean;
  /**
   * Whether the group's phones may register.
   */
  registration_allowed?: boolean;
  /**
   * Shown before the caller ID of internal calls.
   */
  internal_caller_prefix?: string | null;
  /**
   * Seconds a blind transfer rings before it comes back.
   */
  unattended_transfer_timeout?: number;
  /**
   * Whose ringing calls the unspecific pickup star code picks up.
   */
  unspecific_pickup_scope?: "site" | "group";
  test_account?: boolean;
  trunk_supplier?: string | null;
  server_environment?: string;
  /**
   * The server that handles the group's calls.
   */
  hostname?: string;
}
/**
 * GET /health once the server is ready.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Health".
 */
export interface Health {
  status: "ok";
}
/**
 * A shared desk with its phone: a user signs in at it with their extension and PIN, and the desk's phone rings for that extension until they sign out or sign in elsewhere.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Hotdesk".
 */
export interface Hotdesk {
  id?: number;
  name: string;
  site?: number | null;
  /**
   * The phone on the desk, which takes the signed-in extension's settings.
   */
  device?: number | null;
  /**
   * Who sits here: set by signing in (v1/hotdesks/{id}/sign_in/) and out, never by an edit.
   */
  signed_in_extension?: number | null;
  /**
   * Since when.
   */
  signed_in_at?: DateTime | null;
}
/**
 * POST impersonate/token-auth/: the group and token of /impersonate/{group}/{token}.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ImpersonationSignIn".
 */
export interface ImpersonationSignIn {
  /**
   * The {group} of /impersonate/{group}/{token}.
   */
  group: number | string;
  token: string;
}
/**
 * POST v3 group/{id}/impersonate/: a single-use token to act on the group.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ImpersonationToken".
 */
export interface ImpersonationToken {
  /**
   * Single use; for POST v1 impersonate/token-auth/.
   */
  token: string;
  group_id: number;
  /**
   * Seconds the token stays valid.
   */
  expires_in: number;
}
/**
 * A third-party application a user can allow to act on their behalf.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Integration".
 */
export interface Integration {
  id?: number;
  name: string;
  /**
   * The {kind} of the activation route.
   */
  slug: string;
  logo: Url;
  /**
   * The query parameter that carries the activation key.
   */
  activation_key_name: string;
}
/**
 * The parameters of the activation link, passed on: the activation key under the integration’s activation_key_name (confirmation_key by default), any tenant_* parameters, and redirect or redirect_url (default /dashboard), which must be a path of the portal or an address the integration registered.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "IntegrationActivation".
 */
export interface IntegrationActivation {
  redirect?: string;
  redirect_url?: string;
  confirmation_key?: string;
  [k: string]: string | number | boolean | undefined;
}
/**
 * Where to send the user once an integration is allowed, revoked or refused.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "IntegrationRedirect".
 */
export interface IntegrationRedirect {
  /**
   * A portal path or a registered address of the integration.
   */
  redirect: string;
}
/**
 * The group's invoice of one calendar month (configuration-areas §3, §4): its licences per product, its calls' costs per destination type and their setup costs, with VAT as the two parties' countries decide (domestic rate, reverse charge, or none outside the EU); open or paid. Made by the server from the group's data (server/areas/invoice/), never written through the API.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Invoice".
 */
export interface Invoice {
  id?: number;
  number: string;
  period: InvoicePeriod;
  /**
   * The month's first day.
   */
  period_start: string;
  /**
   * The month's last day (calls are counted by their start in UTC).
   */
  period_end: string;
  /**
   * Issued on: the day after the period.
   */
  date: string;
  due_date: Date;
  currency: "EUR";
  /**
   * Percent: the domestic rate when supplier and customer are in one country; 0 under reverse charge or outside the EU (vat_category).
   */
  vat_rate: number;
  vat_category?: VatCategory;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  subtotal: number;
  vat: Amount;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  total: number;
  status: "open" | "paid";
  lines: BilledLine[];
  supplier?: BillingParty1;
  customer?: BillingParty2;
  /**
   * The structured payment reference: the Belgian +++123/4567/89012+++ when paid into a Belgian account, else the ISO 11649 RF creditor reference.
   */
  payment_reference?: string;
  /**
   * What the parties lack for a valid e-invoice (Peppol BIS Billing 3.0); empty when nothing does.
   */
  gaps?: BillingGap[];
}
/**
 * A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
 */
export interface BillingParty1 {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: GeographicCountryCode;
  vat_number?: VatNumber;
  iban?: Iban;
  bic?: Bic;
}
/**
 * A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
 */
export interface BillingParty2 {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: GeographicCountryCode;
  vat_number?: VatNumber;
  iban?: Iban;
  bic?: Bic;
}
/**
 * A background job of the group acted on (GET v1/jobs/{id}/), as its job.updated events report it.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Job".
 */
export interface Job {
  id: number;
  /**
   * The registered job kind, e.g. phonebook.import.
   */
  kind: string;
  state: "queued" | "running" | "succeeded" | "failed";
  /**
   * Percent done.
   */
  progress: number;
  /**
   * What the job is doing now.
   */
  message: string;
  /**
   * What the job produced, once succeeded (depends on the kind).
   */
  result: {
    [k: string]: unknown | undefined;
  };
  /**
   * Why the last run failed, when it is meant to be shown.
   */
  error: string | null;
  /**
   * Runs started so far; a run cut off by a server stop counts when the server died.
   */
  attempts: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}
/**
 * A language the phone system speaks to callers; the id is its two-letter code.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Language".
 */
export interface Language {
  id: string;
  name: string;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "LiveStatisticsQueueRow".
 */
export interface LiveStatisticsQueueRow {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  queue: number;
  description: string;
  /**
   * Callers waiting now.
   */
  waiting: number;
  longest_waiting_time: Duration;
  agents: number;
  available_agents: number;
  /**
   * Calls answered today.
   */
  answered: number;
  /**
   * Callers who hung up while waiting today.
   */
  abandoned: number;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "LiveStatisticsAgentRow".
 */
export interface LiveStatisticsAgentRow {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension: number;
  /**
   * Extension number and name.
   */
  label: string;
  status: "available" | "ringing" | "in_call" | "wrap_up" | "paused" | "offline";
  status_since: DateTime | null;
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  queues: number[];
  /**
   * Calls answered today.
   */
  calls_answered: number;
}
/**
 * What is happening now in the group's queues: the headline figures, one row per queue and one per agent.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "LiveStatistics".
 */
export interface LiveStatistics {
  /**
   * Agents signed in to a queue.
   */
  live_agents: number;
  people_in_queue: number;
  people_in_calls: number;
  /**
   * A length of time in seconds.
   */
  longest_waiting_time: number;
  queues: LiveStatisticsQueueRow[];
  agents: LiveStatisticsAgentRow[];
}
/**
 * A recorded or uploaded audio message: announcements, hold music, menu prompts.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "MediaFile".
 */
export interface MediaFile {
  id?: number;
  description: Description;
  /**
   * The name of the uploaded file; null for a message recorded by phone.
   */
  file_name?: string | null;
  /**
   * Bytes of the uploaded audio; null before any.
   */
  size?: number | null;
  /**
   * The audio's kind as read from its content, not its name.
   */
  content_type?: ("audio/wav" | "audio/mpeg" | "audio/ogg") | null;
  /**
   * Seconds, when the file's header says it.
   */
  duration?: number | null;
  /**
   * Dial 9700, #, and this reference to record the message again. Left out, the server gives the group's next free reference.
   */
  reference?: number;
  recorded_by?: number | null;
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  owners?: number[];
  /**
   * true: every user may use it; false: only its owners (and the Admin role).
   */
  is_shared?: boolean;
  /**
   * hold_music files are offered as queue hold music.
   */
  usage?: "general" | "hold_music";
}
/**
 * PUT change_password/: the signed-in user's new password. Other fields are ignored. The new password's length and rules are checked by the server's password policy, which names each broken rule; the confirmation, when sent, must equal the new password; the server also requires a lowercase letter, an uppercase letter and a digit, refuses passwords made of digits only and common passwords, and signs the user out everywhere else.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "PasswordChange".
 */
export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password?: string;
}
/**
 * POST reset_password/: a new password set with the token of a reset e-mail. The confirmation must equal the new password; the server's password policy names each rule the new one breaks (at least 8 characters, no spaces…). Other fields are ignored.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "PasswordReset".
 */
export interface PasswordReset {
  new_password: string;
  confirm_password: string;
  token: string;
}
/**
 * A shared list of contacts that phones and the portal can look numbers up in.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Phonebook".
 */
export interface Phonebook {
  id?: number;
  description: string;
}
/**
 * A person or company in a phonebook, with a primary and a secondary number.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "PhonebookContact".
 */
export interface PhonebookContact {
  id?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  phonebook: number;
  display_name: string;
  company?: string | null;
  /**
   * The primary number.
   */
  number: string;
  /**
   * The secondary number.
   */
  mobile?: PhoneNumber | null;
  /**
   * An internal number that dials this contact.
   */
  shortcode?: ExtensionNumber | null;
}
/**
 * The signed-in user as seen from the group acted on (GET v3 user/profile/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Profile".
 */
export interface Profile {
  id: Id;
  username: string;
  email: Email;
  name: string;
  language: LanguageCode;
  /**
   * The group acted on: the home group, or the one impersonated.
   */
  group_id: number;
  account_id: Id | null;
  group_data: OptionItem;
  group_name: string;
  /**
   * The menu keys the group holds, and flags such as statistic and mondago.
   */
  group_permissions: GroupPermission[];
  can_impersonate: boolean;
  reseller: boolean;
  admin: boolean;
  /**
   * The password must be changed before anything else.
   */
  initial_password: boolean;
  /**
   * Where the user's picture is served; it changes with every upload.
   */
  avatar: Url | null;
  /**
   * The user's own extension, when acting on the home group.
   */
  extension: OptionItem | null;
  /**
   * The integrations active for the group acted on.
   */
  integrations: Id[];
  entitlements: {
    integrations: boolean;
  };
  /**
   * Present only in a session opened with an impersonation token.
   */
  impersonating?: {
    /**
     * The username of who started the impersonation.
     */
    by: string;
    /**
     * The group impersonated; the session acts on it alone.
     */
    group_id: number;
  };
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "QueueMember".
 */
export interface QueueMember {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension: number;
}
export interface Queue1 {
  id?: number;
  description: Description;
  /**
   * Shown to agents before the caller's name.
   */
  name_prefix?: string | null;
  /**
   * The internal number (shortcode) of the queue.
   */
  extension: number;
  /**
   * Played in turn when a caller enters the queue.
   *
   * @maxItems 10
   *
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  announcements?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number];
  /**
   * Played again every chime interval while the caller waits.
   */
  repetitive_message?: number | null;
  /**
   * Seconds between two plays of the repetitive message; required with one.
   */
  chime_interval?: number | null;
  /**
   * A media file marked as hold music (v3/media_file/call_queue_hold_music/).
   */
  hold_music?: number | null;
  /**
   * The key a caller presses to leave the queue.
   */
  dtmf_exit_key?: ("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "*" | "#") | null;
  ringtone?: number | null;
  /**
   * Seconds a caller waits before the queue gives up.
   */
  timeout?: number;
  /**
   * Seconds an agent rests after a call before the next one (configuration-areas §9: at least 5).
   */
  wrap_up_time: number;
  /**
   * Agents: the members of this ring group, besides the queue's own members.
   */
  ring_group?: number | null;
  /**
   * The queue's own agents; every row names its extension (configuration-areas §5: all members selected).
   *
   * @maxItems 100
   */
  members?: QueueMember[];
  /**
   * Phonebook contacts rung as agents on their number (a colleague on call outside the office).
   *
   * @maxItems 20
   *
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  contacts?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ];
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  owners?: number[];
  /**
   * true: every user may use it; false: only its owners (and the Admin role).
   */
  is_shared?: boolean;
}
/**
 * A random quote for the 404 page (GET v1 quote/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Quote".
 */
export interface Quote {
  text: string;
}
/**
 * What the reseller is billed for one client group and month: the client's invoice lines, each with the reseller's commission taken off, VAT at the rate of the reseller's country. Made with the client's invoice (server/areas/invoice/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ResellerInvoice".
 */
export interface ResellerInvoice {
  id?: number;
  number: string;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  client: number;
  /**
   * The client group's name when the invoice was made.
   */
  client_name: string;
  period: InvoicePeriod;
  period_start: Date;
  period_end: Date;
  date: Date;
  due_date: Date;
  currency: "EUR";
  vat_rate: number;
  vat_category?: VatCategory;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  subtotal: number;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  commission: number;
  vat: Amount;
  /**
   * An amount of money in the currency of the account, VAT excluded unless named otherwise.
   */
  total: number;
  status: "open" | "paid";
  lines: BilledLine[];
  supplier?: BillingParty3;
  customer?: BillingParty4;
  /**
   * As on a group's invoice.
   */
  payment_reference?: string;
  /**
   * What the parties lack for a valid e-invoice; empty when nothing does.
   */
  gaps?: BillingGap[];
}
/**
 * A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
 */
export interface BillingParty3 {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: GeographicCountryCode;
  vat_number?: VatNumber;
  iban?: Iban;
  bic?: Bic;
}
/**
 * A party of an invoice (supplier or customer) as it stood when the invoice was issued: the fields its settings had; a field left empty is absent.
 */
export interface BillingParty4 {
  name: string;
  address_street?: string;
  address_postal_code?: string;
  address_city?: string;
  address_country?: GeographicCountryCode;
  vat_number?: VatNumber;
  iban?: Iban;
  bic?: Bic;
}
/**
 * POST request_reset_password/: send a password-reset link to this address.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ResetRequest".
 */
export interface ResetRequest {
  /**
   * An e-mail address; surrounding spaces are ignored.
   */
  email: string;
}
/**
 * POST validate_reset_password_token/: the token of a reset link.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ResetTokenCheck".
 */
export interface ResetTokenCheck {
  /**
   * The token of the reset link.
   */
  token: string;
}
/**
 * The reset link can still be used.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ResetTokenValid".
 */
export interface ResetTokenValid {
  valid: true;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "RingGroupMember".
 */
export interface RingGroupMember {
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension: number;
  /**
   * Seconds before this member starts ringing.
   */
  ring_delay?: number;
  /**
   * From this date (UTC) on the member is no longer rung and leaves the ring group.
   */
  expires?: Date | null;
  /**
   * Do not ring along on the member's mobile number.
   */
  ignore_extension_mobile?: boolean;
}
/**
 * Extensions that ring together, each after its own delay, when the ring group's number is called.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "RingGroup".
 */
export interface RingGroup {
  id?: number;
  description: Description;
  /**
   * The internal number that rings the group.
   */
  extension: number;
  /**
   * Members whose expiry date has come are left out by the server on every read and write (server/areas/ring_group/rules.ts).
   *
   * @maxItems 100
   */
  members?: RingGroupMember[];
}
/**
 * A ring tone a phone can play; a catalogue shared by every group.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "RingTone".
 */
export interface RingTone {
  id?: number;
  description: Description;
}
/**
 * A named set of call permissions given to extensions.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Role".
 */
export interface Role {
  id?: number;
  name: string;
  /**
   * May call with any number the user owns as caller ID.
   */
  dynamic_caller_id?: boolean;
  eavesdrop?: boolean;
  intercept?: boolean;
  intercom?: boolean;
  /**
   * May pick up ringing calls with the star code.
   */
  unspecific_pickup?: boolean;
  /**
   * Internal calls only.
   */
  block_external_calls?: boolean;
}
/**
 * A location of the company; extensions and phone numbers belong to a site.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Site".
 */
export interface Site {
  id?: number;
  name: string;
  /**
   * ISO 3166 alpha-2: where the site is. 001 (non-geographic numbers) is for destination countries only.
   */
  country_code: string;
  postal_code?: string;
}
/**
 * Call figures of the group over a period, with the data of the bar, pie and horizontal-bar charts.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Statistics".
 */
export interface Statistics {
  period: StatisticsPeriod;
  incoming_calls: number;
  outgoing_calls: number;
  /**
   * Calls not answered within working hours.
   */
  unanswered_working_hours: number;
  /**
   * Calls not answered outside working hours.
   */
  unanswered_off_hours: number;
  longest_call_duration: Duration;
  /**
   * Calls that waited more than 20 seconds.
   */
  waiting_time_over_20: number;
  bar_chart: ChartData;
  pie_chart: ChartData;
  horizontal_bar_chart: ChartData;
}
/**
 * The licences a group holds for one product of the platform. The provider sets them; what is used is counted from the group's records (v1 subscriptions/).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Subscription".
 */
export interface Subscription {
  id?: number;
  /**
   * What the licences are for: users (extensions), phone numbers, desk phones, queues, voicemail boxes, hot desks, call recording (per extension while the group records calls), call summary credits.
   */
  product:
    | "user"
    | "phone_number"
    | "device"
    | "call_queue"
    | "voicemail_box"
    | "hotdesk"
    | "call_recording"
    | "call_summary_credits";
  /**
   * Licences held (for call summary credits: credits bought this period).
   */
  quantity: number;
  /**
   * When the subscription renews.
   */
  renews_on: string;
}
/**
 * One product's licences of the group acted on: held, used (counted from the group's records) and still available.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "SubscriptionUsage".
 */
export interface SubscriptionUsage {
  /**
   * The product, as subscription.schema.json names it.
   */
  product: string;
  quantity: number;
  /**
   * In use now: extensions for user licences, phone numbers, devices, queues, voicemail boxes, hot desks; extensions while calls are recorded; credits spent on call summaries.
   */
  used: number;
  /**
   * Held minus used; below zero when more is used than held.
   */
  available: number;
  renews_on: Date;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "TimeScheduleRange".
 */
export interface TimeScheduleRange {
  weekday: Weekday;
  /**
   * A time of day on the wall clock, hh:mm or hh:mm:ss (24-hour, no offset): not the time format of RFC 3339, which needs seconds and an offset.
   */
  open: string;
  /**
   * A time of day on the wall clock, hh:mm or hh:mm:ss (24-hour, no offset): not the time format of RFC 3339, which needs seconds and an offset.
   */
  close: string;
  state?: "open" | "closed";
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "TimeScheduleClosedDate".
 */
export interface TimeScheduleClosedDate {
  /**
   * The first closed date, yyyy-mm-dd.
   */
  from: string;
  /**
   * The last closed date, on or after from; null or left out: from alone.
   */
  to?: Date | null;
  /**
   * What the day is, e.g. Christmas Day.
   */
  label: string;
}
/**
 * Opening hours: open and closed time ranges per weekday, in one IANA timezone, and closed dates (holidays). A moment is open when it falls in an open range of its weekday (from open, inclusive, to close, exclusive, in the schedule's timezone), in no closed range, and on no closed date; everything else is closed. The call-flow Calendar block reads closed_dates: a date D is closed when from <= D <= (to, or from when to is null).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "TimeSchedule".
 */
export interface TimeSchedule {
  id?: number;
  description: string;
  /**
   * An IANA timezone of Intl.supportedValuesOf('timeZone'), e.g. Europe/Brussels; the server checks it against the same list (rules.ts).
   */
  timezone: string;
  /**
   * No two ranges of one weekday overlap and each closes after it opens (rules.ts).
   *
   * @maxItems 100
   */
  ranges?: TimeScheduleRange[];
  /**
   * Holidays and other days on which the schedule counts as closed all day.
   *
   * @maxItems 200
   */
  closed_dates?: TimeScheduleClosedDate[];
  /**
   * Kept by the server: whether an open range falls on a Saturday or Sunday.
   */
  open_at_weekend?: boolean;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "ToggleOption".
 */
export interface ToggleOption {
  label: string;
  /**
   * Dial ## and this code to make the option active; unique across the account.
   */
  shortcode: number;
  active: boolean;
}
/**
 * An easy-flow choice: options a call flow switches between; dial ## and an option's shortcode to make it the active one.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "Toggle".
 */
export interface Toggle {
  id?: number;
  description: Description;
  /**
   * Exactly one option is active at any time.
   *
   * @minItems 1
   */
  options: [ToggleOption, ...ToggleOption[]];
  /**
   * Starred in the list; the favourites filter finds the starred ones.
   */
  favourite?: boolean;
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  owners?: number[];
  /**
   * true: every user of the group sees it and switches it; false: only its owners (and the Admin role).
   */
  is_shared?: boolean;
}
/**
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "UserSettingsDashboard".
 */
export interface UserSettingsDashboard {
  /**
   * Widget ids of the catalogue (portal-overview §2), first to last. The portal leaves out an id it does not know or the user may not see.
   *
   * @maxItems 40
   */
  widgets: string[];
  /**
   * The range of the call stats, trends and client chart.
   */
  range: "24h" | "7d" | "30d";
}
/**
 * What the portal keeps for one user across browsers (portal-overview §3 "settings"): the dashboard configuration. The language is the user's own field (profile).
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "UserSettings".
 */
export interface UserSettings {
  /**
   * The dashboard's widgets in their order and the range of its call figures; null: the default layout.
   */
  dashboard: null | UserSettingsDashboard;
  /**
   * Sent back in If-Match; a write based on another answers 412.
   */
  version: number;
}
/**
 * The body of PUT v1 settings/: the dashboard configuration, or null to go back to the default layout.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "UserSettingsWrite".
 */
export interface UserSettingsWrite {
  dashboard: null | UserSettingsDashboard;
  /**
   * The version the write is based on, when If-Match is not sent.
   */
  version?: number;
}
/**
 * A box that keeps voice messages and tells its recipients by e-mail or SMS.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "VoicemailBox".
 */
export interface VoicemailBox {
  id?: number;
  description: Description;
  /**
   * Items: The id of a record of another resource; x-reference on the property names which.
   */
  owners?: number[];
  /**
   * true: every user may use it; false: only its owners (and the Admin role).
   */
  is_shared?: boolean;
  /**
   * @maxItems 20
   */
  notify_emails?:
    | []
    | [Email]
    | [Email, Email]
    | [Email, Email, Email]
    | [Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email, Email]
    | [
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email
      ]
    | [
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email
      ]
    | [
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email
      ]
    | [
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email,
        Email
      ];
  /**
   * @maxItems 20
   */
  notify_sms_numbers?:
    | []
    | [PhoneNumber]
    | [PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber]
    | [PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber, PhoneNumber]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ]
    | [
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber,
        PhoneNumber
      ];
  /**
   * Messages not yet listened to; kept by the server as messages come, are read or deleted.
   */
  unread_count?: number;
  /**
   * Messages the box holds; kept by the server.
   */
  total_count?: number;
}
/**
 * A message a caller left in a voicemail box. Its calls (list, get, delete, audio, read) are hand-written in server/areas/voicemail_message/: a message has no owners of its own, so a plain user sees only the messages of the boxes they see.
 *
 * This interface was referenced by `SwitchboardSchemas`'s JSON-Schema
 * via the `definition` "VoicemailMessage".
 */
export interface VoicemailMessage {
  id?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  box: number;
  /**
   * The caller's number or name as received; empty when withheld.
   */
  caller: string;
  recorded_on: DateTime;
  read: boolean;
  duration: Duration;
}
export interface WakeUpCall1 {
  id?: number;
  /**
   * The id of a record of another resource; x-reference on the property names which.
   */
  extension: number;
  /**
   * When the call is placed; a new or moved wake-up call must lie in the future (rules.ts).
   */
  wake_up_at: string;
  callee_language: LanguageCode;
  message_type: "media_file" | "text_to_speech";
  /**
   * Played when the message type is media_file.
   */
  media_file?: number | null;
  /**
   * Spoken when the message type is text_to_speech.
   */
  text?: string | null;
  /**
   * A text-to-speech voice of the callee language: its id starts with the language.
   */
  voice?: WakeUpCallVoice | null;
  /**
   * Remember this message for the next wake-up calls of the extension: at most one wake-up call per extension is the default (rules.ts).
   */
  set_as_default?: boolean;
}
