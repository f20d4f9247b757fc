import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);
/**
 * Rules outside WCAG A/AA (best practice, or experimental) that Lighthouse checks too: one main landmark,
 * all content in landmarks, headings going down one level at a time, a header for every data cell and
 * a name for every header cell. Checked where a journey asks (`structure`), any impact failing.
 */
const structureRules = ['landmark-one-main', 'region', 'heading-order', 'td-has-header', 'empty-table-header'];
// The rules of axe-core 4.14 (Label in Name among them), not those of the 4.13 the builder brings:
// @axe-core/playwright 4.14 wants Node 22.
const axeSource = axe.source;

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

/**
 * No serious or critical WCAG 2.1 A/AA violation on the page as it is now (with its open dialog, if
 * any), and with `structure` none of the structure rules: each one is listed with its rule, what it asks,
 * the first elements it found and why the first fails.
 */
export async function expectAccessible(page: Page, label?: string, { structure = false } = {}) {
  await settled(page);
  const extra = structure ? structureRules : [];
  const { violations } = await new AxeBuilder({ page, axeSource })
    // Rules enabled by name run besides the tags' (set after: withTags keeps these options).
    .options({ rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])) })
    .withTags(wcagTags)
    .analyze();
  const found = violations
    .filter((violation) => blocking.has(violation.impact ?? '') || extra.includes(violation.id))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')} (${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim()})`,
    );
  const where = label ?? new URL(page.url()).pathname;
  expect(found, `accessibility violations on ${where}`).toEqual([]);
}
