import { Role, type Technology } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { download, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { technologies } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { createFileAccess } from '../files/index.ts';
import { seedCatalogueIcons, seedIconNames } from './catalogue-icons.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

describe('the starting technologies’ icons', () => {
  it('gives each seeded technology its SVG icon once, drawn in a colour, and keeps what admins set', async () => {
    await seedCatalogue(t.database.db);
    const admin = await t.signIn(Role.ADMIN);
    const own = await uploadFile(t.app, admin.headers, { name: 'our-led.png', usage: 'image' });
    await t.database.db.update(technologies).set({ iconFileId: own.id }).where(eq(technologies.name, 'LED lighting'));
    const files = createFileAccess({ storage: t.app.storage });
    const given = await seedCatalogueIcons(t.database.db, files);
    expect(given).toBe(Object.keys(seedIconNames).length - 1);
    expect(await seedCatalogueIcons(t.database.db, files)).toBe(0);

    const list = (await t.app.inject({ url: '/api/technologies', headers: admin.headers })).json() as Technology[];
    expect(list.find((technology) => technology.name === 'LED lighting')?.icon?.name).toBe('our-led.png');
    const seeded = list.filter((technology) => technology.name in seedIconNames && technology.name !== 'LED lighting');
    expect(seeded).toHaveLength(given);
    for (const technology of seeded) expect(technology.icon?.name).toBe(`${seedIconNames[technology.name]}.svg`);
    const svg = await download(t.app, seeded[0]!.icon!.fileUrl!);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('<svg');
    expect(svg.body).not.toContain('currentColor');
  });
});
