// What the shell uses of the company profile: its time zone, which every staff page reads dates in
// (app/routes.tsx loads the profile's page itself).
export { InCompanyTimeZone } from './company-time-zone.tsx';
