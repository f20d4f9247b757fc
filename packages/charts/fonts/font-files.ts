import path from 'node:path';

/**
 * Liberation Sans, regular and bold (SIL Open Font License, OFL.txt beside this file): the font the
 * charts are measured in (src/text-metrics.ts), for drawing them outside a browser. Loading these two files
 * instead of every system font keeps each drawing fast and the same on every server.
 */
export const chartFontFiles = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((name) =>
  path.join(import.meta.dirname, name),
);
