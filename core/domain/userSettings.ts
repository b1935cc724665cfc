/** The fields of the user settings modal (portal-overview §3), stored on the group record. */
export interface UserSettings {
  description: string;
  allowed_origination_countries: string[];
  allowed_destination_countries: string[];
}

export interface UserSettingsCheck {
  valid: boolean;
  /** Locale keys of the messages under each field. */
  descriptionError?: string;
  originError?: string;
  destinationError?: string;
}

/** portal-overview §5: at least one country of origin and one destination; a group has a name. */
export function checkUserSettings(values: UserSettings): UserSettingsCheck {
  const check = {
    descriptionError: values.description.trim() === '' ? 'ra.validation.required' : undefined,
    originError: values.allowed_origination_countries.length === 0 ? 'user_management_error_origin_country' : undefined,
    destinationError: values.allowed_destination_countries.length === 0 ? 'user_management_error_destination_country' : undefined,
  };
  return { ...check, valid: !check.descriptionError && !check.originError && !check.destinationError };
}
