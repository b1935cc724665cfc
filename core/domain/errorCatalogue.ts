/**
 * Every error the server emits, by code: the text it sends (DRF style, English, `{param}`
 * placeholders) and, where the spec's servers word it differently, a pattern that recognises
 * their text too. The server emits from here and the portal recognises from here, then shows
 * `errors.<code>` from the locale files in the user's language.
 */
export interface CatalogueEntry {
  text: string;
  /** Also recognises texts of servers that word the same error otherwise. */
  match?: RegExp;
}

export const ERROR_CATALOGUE = {
  // Sign-in and session
  invalid_credentials: { text: 'Unable to log in with provided credentials.', match: /credentials/i },
  not_authenticated: { text: 'Authentication credentials were not provided.' },
  invalid_token: { text: 'Invalid token.' },
  group_forbidden: { text: 'You do not have permission to act on this group.' },
  permission_denied: { text: 'You do not have permission to perform this action.' },
  not_found: { text: 'Not found.' },
  throttled: { text: 'Request was throttled.' },
  payload_too_large: { text: 'Request body is too large.' },
  method_not_allowed: { text: 'This method is not allowed here.' },
  unsupported_media_type: { text: 'This kind of content is not accepted here.' },
  server_error: { text: 'A server error occurred.' },
  version_conflict: {
    text: 'This record was changed by someone else since you opened it.',
    match: /changed by someone else|precondition/i,
  },

  // Field validation
  required: { text: 'This field is required.' },
  blank: { text: 'This field may not be blank.' },
  unknown_field: { text: 'This field is not allowed.' },
  invalid: { text: 'Enter a valid value.' },
  invalid_choice: { text: 'Select a valid choice.', match: /is not a valid choice/i },
  duplicate_items: { text: 'Remove the duplicate items.' },
  min_items: { text: 'Select at least {limit}.' },
  max_value: { text: 'Ensure this value is less than or equal to {limit}.' },
  min_value: { text: 'Ensure this value is greater than or equal to {limit}.' },
  max_length: { text: 'Ensure this field has no more than {limit} characters.' },
  min_length: { text: 'Ensure this field has at least {limit} characters.' },
  'format_phone-number': { text: 'Enter a valid phone number.', match: /valid phone number|invalid phone/i },
  format_email: { text: 'Enter a valid email address.', match: /valid e-?mail/i },
  format_time: { text: 'Enter a valid time (hh:mm or hh:mm:ss).' },
  'format_mac-address': { text: 'Enter a valid MAC address.' },
  'format_country-code': { text: 'Select a valid country.' },
  'format_geographic-country-code': { text: 'Select a valid country: 001 (non-geographic numbers) is for destination countries only.' },
  format_language: { text: 'Select a valid language.' },
  'format_date-time': { text: 'Enter a valid date and time.' },
  format_date: { text: 'Enter a valid date.' },
  invalid_reference: { text: 'Invalid pk "{id}" - object does not exist.', match: /object does not exist/i },

  // Uniqueness
  unique: { text: 'A record with this {field} already exists.', match: /already exists/i },
  name_unique: { text: 'Name must be unique.', match: /name must be unique/i },
  secondary_number_unique: { text: 'Secondary number must be unique.', match: /secondary number/i },
  media_reference_unique: { text: 'Media file reference must be unique.', match: /reference must be unique/i },
  extension_too_high: { text: 'Extension cannot be above 32767.', match: /32767/ },

  // In use: deletion refused
  in_use: { text: 'This record is in use by {used_by} and cannot be deleted.', match: /in use|is used by|used in/i },

  // In use, in the areas' own words (configuration-areas §8); the body keeps code in_use and used_by
  site_in_extensions: { text: 'This site is used by these extensions and cannot be deleted: {objects}.' },
  call_flow_in_use_by_numbers: { text: 'This call flow is used by these phone numbers and cannot be deleted: {objects}.' },
  phonebook_in_devices: { text: 'This phonebook is used by these devices and cannot be deleted: {objects}.' },
  // Errors of areas whose server side comes later, worded as the spec's servers word them, so
  // that the portal already recognises them from a server that sends only text.
  call_flow_reference_missing: { text: 'A call flow block refers to an object that is missing from the database.', match: /missing from the database|does not exist in (the )?database/i },
  password_requirements: { text: 'The password does not meet the requirements.', match: /password (does not|doesn't) meet/i },
  extension_in_call_flow: { text: 'This extension is already used in call flow {call_flow}.', match: /already (used|in use) in (a |the )?call ?flow/i },
  email_invalid: { text: 'Enter a valid e-mail address.', match: /invalid e-?mail address/i },
  extension_exists: { text: 'This extension already exists in {models}.', match: /extension .*already exists? in/i },
  choice_extensions_exist: { text: 'Choice block extensions already exist in a call flow.', match: /choice.*extensions? already exist/i },
  shortcode_exists: { text: 'The phonebook shortcode already exists as an extension.', match: /shortcode.*already exists?/i },
  duplicate_gui: { text: 'Duplicate GUI found: contact support.', match: /duplicate gui/i },
  price_changed: { text: 'The price value has changed: reload the page.', match: /price (value )?(has )?changed/i },
  import_invalid_numbers: { text: 'The import failed on invalid numbers: {numbers}.', match: /invalid_numbers|invalid numbers/i },
  // The phonebook import (configuration-areas §5, §8, §9): the file, then each record
  import_upload: { text: 'The file could not be uploaded.' },
  import_one_file: { text: 'Upload one file only.' },
  import_file_type: { text: 'Upload an .xls or .xlsx spreadsheet, or a .csv file.' },
  import_too_large: { text: 'The file may be at most {limit} KB.' },
  import_too_many_records: { text: 'The file may hold at most {limit} records.' },
  import_no_records: { text: 'The file holds no records under its header row.' },
  // A spreadsheet by its first bytes that its reader cannot open (damaged, cut off): configuration-areas §8.3's "incorrect data".
  import_incorrect_data: { text: 'The file contains incorrect data: it could not be read as a spreadsheet.' },
  import_columns_missing: { text: 'The file has no column of names or no column of numbers: name them in its header row.' },
  import_special_characters: { text: 'Special characters are not allowed: {characters}' },
  import_duplicate: { text: 'This contact is already in the phonebook.' },
  import_not_ready: { text: 'The import is not ready yet: wait until its preview is done.' },
  // The media library's audio (configuration-areas §5, §8, §9)
  media_file_type: { text: 'Upload an audio file: WAV, MP3 or Ogg (Opus or Vorbis).' },
  media_too_large: { text: 'The audio file may be at most {limit} MB.' },
  media_one_file: { text: 'Upload one audio file only.' },
  no_media: { text: 'No media.', match: /^no media/i },
  group_name_unique: { text: 'The group name must be unique.', match: /group name must be unique/i },
  toggle_extension_exists: { text: 'A toggle extension already exists in a call flow.', match: /toggle extension already exists/i },
  queue_in_use: { text: 'This queue is used in these call flows and cannot be deleted: {call_flows}.' },
  voicemail_not_empty: { text: 'This voicemail box still holds messages and cannot be deleted.', match: /voicemail.*(not empty|holds messages)/i },
  voicemail_in_use: { text: 'This voicemail box is used in call flows or by devices and cannot be deleted.' },
  call_id_differs: { text: 'A call with this call id is already stored with a different {fields}; nothing was stored.' },
  media_in_use: { text: 'This media file is used in a queue or in call flows and cannot be deleted: {used_by}.' },
  contacts_in_use_queue: { text: 'One or more contacts are used in a queue and cannot be deleted.' },
  device_in_use: { text: 'This device is in use and cannot be deleted.' },
  in_use_call_flow: { text: 'This item is used in a call flow and cannot be deleted.' },
  in_use_device: { text: 'This item is used by a device and cannot be deleted.' },
  in_use_phone_number: { text: 'This item is used by a phone number and cannot be deleted.' },
  in_use_extension: { text: 'This item is used by an extension and cannot be deleted.' },

  // Rules of the areas (configuration-areas §5). "many" comes first: "one"'s template would also match its text.
  extension_exists_many: { text: 'This extension number is already in use in several places: {models}.' },
  extension_exists_one: { text: 'This extension number is already in use in {models}.' },
  phone_number_exists: { text: 'This phone number already exists.' },
  did_protected: { text: 'This phone number is protected.', match: /protected/i },
  role_name_unique: { text: 'A role with this name already exists.' },
  role_assign_self: { text: 'You cannot change the role of your own extension.' },
  role_assign_forbidden: { text: 'You may only assign a role whose permissions you hold, to a user whose permissions you hold.' },
  failover_needs_extensions: { text: 'Failover needs at least one allowed extension or a site.' },
  failover_extension_allowed: { text: 'The failover extension cannot be one of the allowed extensions when failover waits for all of them.' },
  number_is_self: { text: 'Enter a number other than the phone number itself.' },
  call_flow_draft: { text: 'Choose an active call flow: a draft takes no calls.' },
  call_flow_invalid: { text: 'The call flow has errors: correct them before it goes live.' },
  did_no_call_flow: { text: 'This phone number routes to no call flow.' },
  // Queues and ring groups (issue 9)
  member_twice: { text: 'Each extension may be a member only once: {extensions} is listed more than once.' },
  hold_music_not_marked: { text: 'Choose a media file marked as hold music.' },
  // Devices and their DSS buttons (configuration-areas §4, §5, §8)
  dss_button_manual: { text: 'This button was set up by support and cannot be edited.', match: /manual(ly)? configured|set (up )?by support/i },
  dss_too_many: { text: 'Too many DSS buttons: this device has {limit} keys.', match: /too many (dss )?buttons/i },
  dss_no_such_key: { text: 'This device has no key at this place.' },
  dss_key_taken: { text: 'Another button is already on this key.' },
  device_model_type: { text: 'This model is not a device of the chosen type.' },
  device_modules_limit: { text: 'This model takes at most {limit} expansion modules.' },
  device_push_failed: { text: 'The settings could not be pushed to the device.', match: /push(ing)? (settings )?fail|could not be pushed/i },
  device_no_extension: { text: 'Assign a user to the device before pushing its settings.' },
  // Call summaries (configuration-areas §4, §8, §9)
  summary_generation: { text: 'The summary could not be generated. Please try again.', match: /summary could not be generated/i },
  summary_insufficient_credits: { text: 'You do not have enough credits to generate a summary.', match: /(not enough|insufficient) credits/i },
  summary_exists: { text: 'This call already has a summary.' },
  summary_no_recording: { text: 'This call has no recording to summarise.' },
  summary_pending: { text: 'The summary is still being generated: edit it once it is done.' },
  summariser_unavailable: { text: 'Summaries cannot be generated: no summariser is configured. Contact support.' },
  summaries_disabled: { text: 'Summaries are turned off for this group.' },

  // Account: password rules (Django's validators word them as the spec's servers do)
  password_too_short: { text: 'This password is too short. It must contain at least {limit} characters.', match: /password is too short/i },
  password_too_common: { text: 'This password is too common.', match: /password is too common|too simple/i },
  password_entirely_numeric: { text: 'This password is entirely numeric.', match: /entirely numeric|numeric only|only digits/i },
  password_no_lower: { text: 'The password must contain at least one lowercase letter.', match: /lower ?case/i },
  password_no_upper: { text: 'The password must contain at least one uppercase letter.', match: /upper ?case/i },
  password_no_digit: { text: 'The password must contain at least one digit.', match: /at least (one|1) (digit|number)/i },
  password_whitespace: { text: 'The password may not contain spaces.' },
  password_mismatch: { text: "The two password fields didn't match.", match: /passwords? (fields )?(do(n't| not)|didn't) match/i },
  old_password_incorrect: { text: 'Your old password was entered incorrectly. Please enter it again.', match: /old password/i },
  initial_password: { text: 'Please change your initial password before you continue.', match: /initial password/i },
  reset_token_invalid: { text: 'This password reset link is invalid or has expired.', match: /reset (link|token)/i },

  // Account: avatar, impersonation, integrations
  avatar_invalid_type: { text: 'Upload a JPEG or PNG image.' },
  avatar_too_large: { text: 'The image may be at most {limit} bytes.' },
  avatar_dimensions: { text: 'The image may be at most {limit} by {limit} pixels.' },
  avatar_not_square: { text: 'The image must be square: crop it to the same width and height.' },
  avatar_one_file: { text: 'Upload one image only.' },
  impersonation_token_invalid: { text: 'This impersonation link is invalid or has expired.' },
  integration_not_entitled: { text: 'Your account is not entitled to integrations.', match: /not entitled/i },
  redirect_not_allowed: { text: 'This redirect address is not registered for the integration.' },

  // Toggles, call forwarding and hotdesking (issue 9)
  toggle_shortcode_twice: { text: 'Each option needs its own shortcode: {shortcodes} is used more than once.' },
  toggle_shortcode_exists: { text: 'Shortcode {shortcode} is already used by the toggle {toggle}.' },
  toggle_option_unknown: { text: 'This toggle has no option with shortcode {shortcode}.' },
  forwarding_to_self: { text: 'Calls cannot be forwarded to the extension itself.' },
  hotdesk_pin_wrong: { text: 'The extension or the PIN is not correct.' },

  // Bulk edit: one field of several records at once, all or nothing (issue 9)
  bulk_refused: { text: 'Nothing was changed: {refused} of {total} records were refused.' },
  bulk_field: { text: 'This field cannot be changed on several records at once.' },
  outbound_caller_id_unknown: { text: "The outbound caller ID must be one of the group's phone numbers or the caller ID." },

  // Time schedules and wake-up calls (issue 9)
  time_range_overlap: { text: 'The range {range} overlaps {other} on the same day.' },
  time_range_inverted: { text: 'The range {range} must end after it starts.' },
  timezone_unknown: { text: 'Choose a timezone from the list.' },
  closed_date_inverted: { text: '{label}: the last date cannot lie before the first.' },
  wake_up_in_past: { text: 'Choose a wake-up date and time in the future.' },

  // The ingestion API (issue 24): what a phone platform posts is checked as the portal checks
  ingest_date_range: { text: 'Enter a date from when the group was created ({earliest}) to at most a day from now.' },
  ingest_extension_unknown: { text: 'Extension {extension} is not an extension of this group.' },
  ingest_voicemail_box: { text: 'Extension {extension} has no voicemail box of its own: name the box by its id.' },
  ingest_box_or_extension: { text: 'Name the voicemail box by its id or by its extension, not both.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The text the server sends for `code`, with its placeholders filled. */
export function serverText(code: string, params: Record<string, unknown> = {}): string {
  const entry = (ERROR_CATALOGUE as Record<string, CatalogueEntry>)[code] ?? ERROR_CATALOGUE.invalid;
  return entry.text.replace(/\{(\w+)\}/g, (_m, key: string) => String(params[key] ?? ''));
}
