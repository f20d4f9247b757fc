// What the public pages' fields are checked with: their rules must answer as the contracts' schemas do.

/** Empty, blank, padded and short texts, and texts at and past the contracts' lengths (20, 200, 254). */
export const texts = [
  '',
  ' ',
  'a',
  '  ab  ',
  'abcde',
  'abcdef',
  'x'.repeat(20),
  'x'.repeat(21),
  'x'.repeat(201),
  'x'.repeat(255),
];

/** The texts and e-mail addresses the contracts accept or refuse. */
export const emails = [
  ...texts,
  'a@b.co',
  ' ada@example.com ',
  'a@b',
  'a.@b.co',
  '.a@b.co',
  'a..b@b.co',
  "o'neil+tag@mail-host.example.org",
  'a@-b.co',
  'a@b.c',
  'ä@b.co',
  `${'x'.repeat(250)}@b.co`,
];
