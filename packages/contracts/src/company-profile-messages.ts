/** The company profile's plain values: the web's form reads them without loading zod. */
export const companyProfileMessages = {
  brandColour: 'Must be a colour as #RRGGBB, e.g. #1F4E79',
  timeZone: 'Must be a time zone such as Europe/Oslo',
} as const;

/** A brand colour: '#' and six hex digits. */
export const brandColourPattern = /^#[0-9A-Fa-f]{6}$/;

/** The time zone of a profile no admin has set one in. */
export const defaultTimeZone = 'UTC';
