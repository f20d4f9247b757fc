import AxeBuilder from '@axe-core/playwright';
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
// The rules of axe-core 4.14 (Label in Name among them), not those of the 4.13 the builder brings:
// @axe-core/playwright 4.14 wants Node 22. Configured here: the builder of 4.13 has no configure().
const axeSource = `${axe.source};axe.configure(${JSON.stringify({ checks: [{ id: 'region', options: { regionMatcher } }] })});`;

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
  const { violations } = await new AxeBuilder({ page, axeSource })
    // The app has no frames: axe.run in the page itself, not runPartial per frame and finishRun in a
    // blank page opened for it, which took a second more per check on a 2-core machine.
    .setLegacyMode()
    // Rules enabled by name run besides the tags' (set after: withTags keeps these options).
    .options({ rules: Object.fromEntries(structureRules.map((id) => [id, { enabled: true }])) })
    .withTags(wcagTags)
    .analyze();
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
