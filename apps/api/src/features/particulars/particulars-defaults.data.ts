/**
 * The sections a new particulars form asks the client for: the documents a solution design
 * (hull, propulsion, machinery and operation) is usually built on. Staff edit the list per vessel.
 */
export const defaultParticularsSections: readonly { title: string; requestText: string }[] = [
  {
    title: 'General arrangement plan',
    requestText: "Please upload the vessel's general arrangement plan (GA), preferably as PDF.",
  },
  {
    title: 'Main engine shop test report',
    requestText:
      'Please upload the shop test (factory acceptance test) report of the main engine(s), with power, ' +
      'speed and specific fuel oil consumption at the tested loads.',
  },
  {
    title: 'Auxiliary engine shop test reports',
    requestText: 'Please upload the shop test reports of the auxiliary engines (generator sets).',
  },
  {
    title: 'Sea trial / speed-power curves',
    requestText:
      'Please upload the sea trial report and the speed-power curves (ballast and design draught), and the ' +
      'model test report if you have it.',
  },
  {
    title: 'Propeller drawing',
    requestText: 'Please upload the propeller drawing, showing diameter, pitch, number of blades and blade area ratio.',
  },
  {
    title: 'Hull lines and capacity plan',
    requestText: 'Please upload the lines plan (or hull offsets) and the capacity plan, if available.',
  },
  {
    title: 'Electrical load balance',
    requestText: 'Please upload the electrical load balance for sea, manoeuvring and port conditions.',
  },
  {
    title: 'Noon reports for the last 12 months',
    requestText:
      'Please upload the noon reports (or an equivalent performance log) for the last 12 months: date, ' +
      'position, speed, main engine RPM and power, draught, weather, and fuel consumption per consumer.',
  },
  {
    title: 'Hull and propeller cleaning history',
    requestText:
      'Please list the dates and places of the last dry dockings, hull cleanings and propeller polishings, ' +
      'and the hull coating applied.',
  },
  {
    title: 'Trading pattern',
    requestText:
      'Please describe the expected trading pattern for the coming years: main routes, typical speeds, ' +
      'days at sea laden and in ballast, and days in port.',
  },
];
