import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';

// The journeys' accessibility check, tried on planted pages: it must keep failing what stays wrong.
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>${body}</main></body></html>`;

test('the accessibility check passes a clean page and fails a text that stays too faint to read', async ({
  page: browser,
}) => {
  await browser.setContent(page('<p style="color:#000">Readable text</p>'));
  await expectAccessible(browser, 'clean page');

  await browser.setContent(page('<p style="color:#bbb;background:#fff">Faint text</p>'));
  const failure = await expectAccessible(browser, 'faint page').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('accessibility violations on faint page');
  expect(failure).toContain('color-contrast (serious, 1×)');
});

test('the accessibility check fails content outside the landmarks', async ({ page: browser }) => {
  await browser.setContent(`${page('')}`.replace('</main>', '</main><p>Stray text</p>'));
  const failure = await expectAccessible(browser, 'stray page').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('region (moderate');
});
