import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);
/**
 * Rules outside WCAG A/AA (best practice, or experimental) that Lighthouse checks too: one main landmark,
 * all content in landmarks, headings going down one level at a time, a header for every data cell and
 * a name for every header cell. Checked on every page, any impact failing.
 */
const structureRules = ['landmark-one-main', 'region', 'heading-order', 'td-has-header', 'empty-table-header'];
/**
 * What `region` takes for a landmark besides the landmarks and live regions: axe-core's own list (a
 * dialog, an svg) and an open select's list of options (`listbox`). That list pops up at its field
 * (whose aria-controls names it) but sits at the end of the page, out of the landmarks, so that no
 * container clips it: like a dialog, it belongs to where it was opened.
 */
const regionMatcher = 'dialog, [role=dialog], [role=alertdialog], svg, [role=listbox]';
const axeSource = `${axe.source};axe.configure(${JSON.stringify({ checks: [{ id: 'region', options: { regionMatcher } }] })});`;
/**
 * WCAG A/AA, and the structure rules besides (rules enabled by name run besides the tags'). Only the
 * violations are reported in full: listing every node that passes took half of a check's time on the
 * report page (0.9 against 0.3–0.6 s).
 */
const runOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  rules: Object.fromEntries(structureRules.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/** Waits for the page to stop moving (a dialog fading in): colours are read from what is shown. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** The violations found on the page as it is now, each one a line: its rule, what it asks, the first elements and why. */
async function violationsNow(page: Page) {
  await settled(page);
  // axe-core goes into each document once, not with every check (that took 0.2–0.4 s a check), and
  // runs in the page itself: the app has no frames.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (options) => (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    runOptions,
  );
  return violations
    .filter((violation) => blocking.has(violation.impact ?? '') || structureRules.includes(violation.id))
    .map((violation) => ({
      key: `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      text: `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')} (${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim()})`,
    }));
}

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page as it is now (with its open dialog, if
 * any), and none of the structure rules: each one is listed with its rule, what it asks, the first
 * elements it found and why the first fails.
 *
 * A toast can start fading out on its own timer while axe reads the page, and a half-faded toast
 * fails colour contrast. So what the first reading finds is read again once the page has settled,
 * and only what both readings find fails: a real violation is in both.
 */
export async function expectAccessible(page: Page, label?: string) {
  const first = await violationsNow(page);
  const found =
    first.length === 0
      ? []
      : (await violationsNow(page))
          .filter((again) => first.some((before) => before.key === again.key))
          .map((violation) => violation.text);
  const where = label ?? new URL(page.url()).pathname;
  expect(found, `accessibility violations on ${where}`).toEqual([]);
}
