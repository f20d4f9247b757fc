/** Deterministic, realistic-looking staff data: the same seed always gives the same rows. */

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator (uniform in [0, 1)). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Picks from [value, weight] pairs in proportion to the weights. */
function weighted<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let r = random() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
}

// Common surnames, weighted roughly by how often they occur (per 100,000 people).
const commonSurnames = weighted<string>([
  ['Smith', 828],
  ['Johnson', 655],
  ['Williams', 550],
  ['Brown', 487],
  ['Jones', 483],
  ['Miller', 393],
  ['Davis', 378],
  ['Garcia', 366],
  ['Rodriguez', 362],
  ['Wilson', 313],
  ['Martinez', 298],
  ['Anderson', 237],
  ['Taylor', 235],
  ['Thomas', 234],
  ['Hernandez', 230],
  ['Moore', 221],
  ['Martin', 213],
  ['Jackson', 212],
  ['Thompson', 209],
  ['White', 203],
  ['Lopez', 187],
  ['Lee', 185],
  ['Gonzalez', 184],
  ['Harris', 180],
  ['Clark', 176],
  ['Lewis', 160],
  ['Robinson', 157],
  ['Walker', 156],
  ['Perez', 152],
  ['Hall', 146],
  ['Young', 143],
  ['Allen', 141],
  ['Sanchez', 140],
  ['Wright', 138],
  ['King', 136],
  ['Scott', 129],
  ['Green', 129],
  ['Baker', 128],
  ['Adams', 127],
  ['Nelson', 125],
  ['Hill', 124],
  ['Ramirez', 123],
  ['Campbell', 119],
  ['Mitchell', 117],
  ['Roberts', 117],
  ['Carter', 117],
  ['Phillips', 114],
  ['Evans', 113],
  ['Turner', 112],
  ['Torres', 111],
  ['Parker', 110],
  ['Collins', 108],
  ['Edwards', 107],
  ['Stewart', 105],
  ['Flores', 104],
  ['Morris', 103],
  ['Nguyen', 103],
  ['Murphy', 102],
  ['Rivera', 101],
  ['Cook', 100],
  ['Rogers', 99],
  ['Morgan', 98],
  ['Peterson', 97],
  ['Cooper', 96],
  ['Reed', 95],
  ['Bailey', 94],
  ['Bell', 93],
  ['Gomez', 92],
  ['Kelly', 91],
  ['Howard', 90],
  ['Ward', 89],
  ['Cox', 88],
  ['Diaz', 87],
  ['Richardson', 86],
  ['Wood', 85],
  ['Watson', 84],
  ['Brooks', 83],
  ['Bennett', 82],
  ['Gray', 81],
  ['James', 80],
  ['Reyes', 79],
  ['Cruz', 78],
  ['Hughes', 77],
  ['Price', 76],
  ['Myers', 75],
  ['Long', 74],
  ['Foster', 73],
  ['Sanders', 72],
  ['Ross', 71],
  ['Morales', 70],
  ['Powell', 69],
  ['Sullivan', 68],
  ['Russell', 67],
  ['Ortiz', 66],
  ['Jenkins', 65],
  ['Kim', 51],
  ['Schmidt', 50],
  ['Müller', 45],
  ['Schneider', 40],
  ['Fischer', 38],
  ['Weber', 35],
  ['Wagner', 30],
  ['Dubois', 30],
  ['Rossi', 30],
  ['Kowalski', 28],
  ['Novak', 28],
  ['Jansen', 25],
  ['Smithson', 12],
  ['Goldsmith', 10],
  ['Arrowsmith', 5],
]);

// The long tail: rarer surnames built from two parts (none of them contains a common surname).
const tailStarts = [
  'Ab',
  'Bar',
  'Cal',
  'Dal',
  'Ed',
  'Fair',
  'Gar',
  'Hal',
  'Ing',
  'Kap',
  'Lind',
  'Mar',
  'Nor',
  'Ost',
  'Pel',
  'Quin',
  'Ros',
  'Sal',
  'Tor',
  'Ul',
  'Val',
  'Wes',
  'Yor',
  'Zel',
];
const tailEnds = [
  'berg',
  'by',
  'croft',
  'dale',
  'feld',
  'ford',
  'gren',
  'holm',
  'ley',
  'mann',
  'mont',
  'ner',
  'ov',
  'quist',
  'ski',
  'stead',
  'ton',
  'ville',
  'wick',
  'worth',
];

const firstNames = [
  'Aaron',
  'Abigail',
  'Adam',
  'Aisha',
  'Alan',
  'Alice',
  'Amelia',
  'Ana',
  'Andrew',
  'Anna',
  'Anthony',
  'Ava',
  'Ben',
  'Carlos',
  'Caroline',
  'Charlotte',
  'Chen',
  'Chloe',
  'Christopher',
  'Claire',
  'Daniel',
  'David',
  'Diego',
  'Elena',
  'Elijah',
  'Elizabeth',
  'Emily',
  'Emma',
  'Ethan',
  'Fatima',
  'Felix',
  'Fiona',
  'Gabriel',
  'Grace',
  'Hannah',
  'Harper',
  'Henry',
  'Hiroshi',
  'Isabella',
  'Jack',
  'Jacob',
  'James',
  'Jane',
  'Javier',
  'Jennifer',
  'Jessica',
  'John',
  'Jonas',
  'José',
  'Joseph',
  'Julia',
  'Karen',
  'Kevin',
  'Laura',
  'Leo',
  'Liam',
  'Linda',
  'Lucas',
  'Lucy',
  'Luis',
  'Maria',
  'Mark',
  'Mary',
  'Mateo',
  'Matthew',
  'Mei',
  'Mia',
  'Michael',
  'Mohammed',
  'Nadia',
  'Natalie',
  'Noah',
  'Oliver',
  'Olivia',
  'Omar',
  'Patricia',
  'Paul',
  'Peter',
  'Priya',
  'Rachel',
  'Rahul',
  'Rebecca',
  'Richard',
  'Robert',
  'Rosa',
  'Ryan',
  'Samuel',
  'Sara',
  'Sebastian',
  'Sofia',
  'Sophie',
  'Stephen',
  'Susan',
  'Thomas',
  'Tom',
  'Victoria',
  'William',
  'Yusuf',
  'Zoe',
];

const titles = [
  'Accountant',
  'Account Manager',
  'Analyst',
  'Receptionist',
  'Consultant',
  'Coordinator',
  'Customer Service Representative',
  'Developer',
  'Engineer',
  'Head of Department',
  'HR Generalist',
  'Manager',
  'Office Manager',
  'Project Manager',
  'Sales Representative',
  'Specialist',
  'Team Lead',
  'Technician',
];

const departmentNames: readonly (readonly [string, string, string])[] = [
  ['Head office', 'London', 'United Kingdom'],
  ['Finance', 'London', 'United Kingdom'],
  ['Human Resources', 'Manchester', 'United Kingdom'],
  ['Sales North', 'Leeds', 'United Kingdom'],
  ['Sales South', 'Brighton', 'United Kingdom'],
  ['Marketing', 'London', 'United Kingdom'],
  ['Customer Service', 'Glasgow', 'United Kingdom'],
  ['IT Operations', 'Dublin', 'Ireland'],
  ['Software Development', 'Berlin', 'Germany'],
  ['Quality Assurance', 'Munich', 'Germany'],
  ['Logistics', 'Rotterdam', 'Netherlands'],
  ['Procurement', 'Antwerp', 'Belgium'],
  ['Legal', 'Paris', 'France'],
  ['Facilities', 'Lyon', 'France'],
  ['Research', 'Zurich', 'Switzerland'],
  ['Training', 'Vienna', 'Austria'],
  ['Sales Iberia', 'Madrid', 'Spain'],
  ['Sales Italy', 'Milan', 'Italy'],
  ['Sales Nordics', 'Stockholm', 'Sweden'],
  ['Sales Americas', 'New York', 'United States'],
  ['Sales Asia', 'Singapore', 'Singapore'],
  ['Support', 'Warsaw', 'Poland'],
];

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
