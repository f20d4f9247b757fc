/** Deterministic, realistic-looking staff data: the same seed always gives the same rows. */

import { commonSurnameWeights, departmentNames, firstNames, tailEnds, tailStarts, titles } from './names.ts';
import { pick, type Random, weighted } from './random.ts';

export { type Random, seededRandom } from './random.ts';

const commonSurnames = weighted(commonSurnameWeights);

export interface DepartmentSeed {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  web: string;
}

export function makeDepartments(random: Random, count: number): DepartmentSeed[] {
  return departmentNames.slice(0, count).map(([name, city, country]) => ({
    name,
    street: `${1 + Math.floor(random() * 200)} ${pick(random, ['High Street', 'Station Road', 'Market Square', 'Park Avenue', 'Church Lane'])}`,
    zip: String(10_000 + Math.floor(random() * 89_999)),
    city,
    country,
    web: `https://${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example.com`,
  }));
}

export interface PersonSeed {
  fullName: string;
  email: string;
  role: number;
  title: string | null;
  phone: string | null;
  /** Index into the seeded departments, or null. */
  department: number | null;
  deleted: boolean;
  createdOn: Date;
}

function surname(random: Random): string {
  // About 40% of people carry a rarer name outside the common list.
  return random() < 0.4 ? pick(random, tailStarts) + pick(random, tailEnds) : commonSurnames(random);
}

function mailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
}

const roleOf = weighted<number>([
  [0, 950],
  [1, 45],
  [2, 5],
]);

const fiveYearsMs = 5 * 365 * 86_400_000;

/** `count` people with unique e-mail addresses; about 3% of them removed. */
export function makePeople(random: Random, count: number, departmentCount: number, now: Date): PersonSeed[] {
  const taken = new Set<string>();
  const people: PersonSeed[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(random, firstNames);
    const last = surname(random);
    const local = `${mailPart(first)}.${mailPart(last)}`;
    let email = `${local}@company.example`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@company.example`;
    taken.add(email);
    people.push({
      fullName: `${first} ${last}`,
      email,
      role: roleOf(random),
      title: random() < 0.85 ? pick(random, titles) : null,
      phone: random() < 0.7 ? `+44 20 7946 ${String(Math.floor(random() * 10_000)).padStart(4, '0')}` : null,
      department: random() < 0.98 ? Math.floor(random() * departmentCount) : null,
      deleted: random() < 0.03,
      createdOn: new Date(now.getTime() - Math.floor(random() * fiveYearsMs)),
    });
  }
  return people;
}
