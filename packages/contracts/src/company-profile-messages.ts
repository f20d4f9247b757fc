/** The company profile's plain values: the web's form reads them without loading zod. */
export const companyProfileMessages = {
  brandColour: 'Must be a colour as #RRGGBB, e.g. #1F4E79',
} as const;

/** A brand colour: '#' and six hex digits. */
export const brandColourPattern = /^#[0-9A-Fa-f]{6}$/;
