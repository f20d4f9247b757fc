import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { claimSeedStep } from '../../db/app-settings.queries.ts';
import type { Db } from '../../db/client.ts';
import type { FileAccess } from '../files/index.ts';
import { seededTechnologiesWithoutIcon, setTechnologyIcon } from './catalogue-icons.queries.ts';

/** The icon (Tabler Icons, MIT, outline set) of each technology the product starts with. */
export const seedIconNames: Record<string, string> = {
  'Hull air lubrication system': 'bubble',
  'Silicone foul-release coating': 'paint',
  'Robotic hull cleaning': 'robot',
  'Bulbous bow retrofit': 'ship',
  'Propeller polishing': 'propeller',
  'Propeller boss cap fins': 'aperture',
  'Pre-swirl stator or duct': 'tornado',
  'Propeller retrofit for the operating profile': 'settings-cog',
  'Rotor sails': 'sailboat',
  'Waste heat recovery': 'flame',
  'Exhaust gas economiser': 'temperature',
  'Shaft generator with power take-off': 'bolt',
  'Main engine auto-tuning': 'engine',
  'Variable frequency drives on pumps and fans': 'wave-sine',
  'LED lighting': 'bulb',
  'Trim optimisation': 'scale',
  'Weather routing': 'route',
  'Just-in-time arrival': 'clock',
  'Fuel and performance monitoring system': 'gauge',
};

const BRAND = '#1f4e79';
const require = createRequire(import.meta.url);

/** The icon's SVG, drawn in the brand colour (an <img> has no currentColor to inherit). */
async function iconSvg(name: string): Promise<Buffer> {
  const svg = await readFile(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
  return Buffer.from(svg.replaceAll('currentColor', BRAND));
}

/**
 * Gives the technologies the product starts with their icons, once per database: a technology an
 * admin has given an icon (or archived) keeps what it has. Answers how many got one.
 */
export async function seedCatalogueIcons(db: Db, files: FileAccess): Promise<number> {
  if (!(await claimSeedStep(db, 'seed.catalogue-icons.v1'))) return 0;
  const technologies = await seededTechnologiesWithoutIcon(db, Object.keys(seedIconNames));
  for (const technology of technologies) {
    const icon = seedIconNames[technology.name]!;
    const file = await files.storeGenerated(db, {
      name: `${icon}.svg`,
      mimeType: 'image/svg+xml',
      usage: 'image',
      content: await iconSvg(icon),
    });
    await setTechnologyIcon(db, technology.id, file.id);
  }
  return technologies.length;
}
