// A keyboard user's moves and what they see: the journeys done with the keyboard alone use these.
import { expect, type Locator, type Page } from '@playwright/test';

/** The focused element as a keyboard user sees it. */
interface Focus {
  /** Tag, role and name of the focused element ('body' when nothing has focus), as a failure names it. */
  what: string;
  /** Whether it is the element asked about (none asked: false). */
  isTarget: boolean;
  /** Why it is not seen ('' when it is): no size, outside the viewport, hidden, transparent or covered at its centre. */
  unseen: string;
  /**
   * Its focus indicator ('' when none): an outline, a box shadow or a border colour it has not when
   * unfocused, on it or, as a Mantine input shows it, on the wrapper it is in.
   */
  indicator: string;
  /** Its styles, to say why there is no indicator. */
  styles: string;
}

/**
 * Runs in the page: reads the focused element (and whether it is `target`). Self-contained, as
 * Playwright sends its source to the page.
 */
function readFocusInPage(target: Element | null): Focus {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) {
    return { what: 'body', isTarget: false, unseen: 'nothing has focus', indicator: '', styles: '' };
  }
  const labelledBy = element
    .getAttribute('aria-labelledby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
  const name = (element.getAttribute('aria-label') ?? labelledBy ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const role = element.getAttribute('role');
  const what = `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"`;

  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  let unseen = '';
  if (rect.width === 0 || rect.height === 0) unseen = 'it has no size';
  else if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) {
    unseen = 'it is outside the viewport';
  } else if (style.visibility !== 'visible') unseen = `visibility ${style.visibility}`;
  else {
    for (let node: Element | null = element; node && !unseen; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) unseen = 'it or a parent is transparent';
    }
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    // A label drawn over its own input (a checkbox's) does not hide it.
    if (!unseen && top && !element.contains(top) && !top.contains(element) && !(top as HTMLLabelElement).control) {
      unseen = `it is covered by <${top.tagName.toLowerCase()} class="${top.className}">`;
    }
  }

  const outline = (s: CSSStyleDeclaration) =>
    s.outlineStyle === 'none' || Number.parseFloat(s.outlineWidth) === 0
      ? ''
      : `outline ${s.outlineStyle} ${s.outlineWidth}`;
  // An outline is what Mantine's focus ring and the browser's draw: the quick answer.
  let indicator = outline(style);
  // Else what focus changes, against an unfocused copy of the element or its wrapper put beside it.
  for (let node: Element | null = element, level = 0; !indicator && node && level < 3; level += 1) {
    const focused = getComputedStyle(node);
    const looks = (s: CSSStyleDeclaration) => ({
      outline: outline(s),
      shadow: s.boxShadow === 'none' ? '' : `box-shadow ${s.boxShadow}`,
      border: Number.parseFloat(s.borderTopWidth) === 0 ? '' : `border ${s.borderTopWidth} ${s.borderTopColor}`,
    });
    const now = looks(focused);
    const twin = node.cloneNode(false) as Element;
    twin.removeAttribute('id');
    node.after(twin);
    const before = looks(getComputedStyle(twin));
    twin.remove();
    const changed = (['outline', 'shadow', 'border'] as const).find((key) => now[key] && now[key] !== before[key]);
    if (changed)
      indicator = `${level === 0 ? '' : `its wrapper's `}${now[changed]} (unfocused: ${before[changed] || 'none'})`;
    node = node.parentElement;
  }
  return {
    what,
    isTarget: element === target,
    unseen,
    indicator,
    styles: `outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}, border ${style.borderTopWidth} ${style.borderTopColor}, as unfocused`,
  };
}

/** What is wrong with the focus as a keyboard user sees it ('' when nothing is). */
function focusProblem(focus: Focus): string {
  if (focus.unseen) return `focused ${focus.what} is not seen: ${focus.unseen}`;
  if (!focus.indicator) return `focused ${focus.what} has no focus indicator: ${focus.styles}`;
  return '';
}

/** Tag, role and name of the focused element. */
async function focusedElement(page: Page): Promise<string> {
  return (await page.evaluate(readFocusInPage, null)).what;
}

/**
 * The focused element is seen and drawn with a focus indicator (WCAG 2.4.7 Focus Visible). Asked
 * until it is: an input's border turns its focus colour in a short transition.
 */
export async function expectVisibleFocus(page: Page) {
  await expect
    .poll(async () => focusProblem(await page.evaluate(readFocusInPage, null)) || 'focus visible')
    .toBe('focus visible');
}

/**
 * Presses Tab (Shift+Tab with `back`) until the target has focus, checking at each stop on the way that
 * the focus is visible; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    const focus = await target.evaluate(readFocusInPage);
    if (focusProblem(focus)) await expectVisibleFocus(page);
    if (focus.isTarget) return;
  }
  throw new Error(`${max} presses of ${key} did not reach ${target}`);
}

/**
 * Presses Tab through the open dialog until focus comes back to where it started, checking each stop
 * is inside the dialog and visible: the dialog keeps focus in, and from its last stop Tab wraps to its first.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  const start = await page.evaluateHandle(() => document.activeElement);
  for (let presses = 1; presses <= 80; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${presses} left the dialog for ${await focusedElement(page)}`).toBe(true);
    const focus = await page.evaluate(readFocusInPage, null);
    if (focusProblem(focus)) await expectVisibleFocus(page);
    if (await start.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('80 presses of Tab did not come back to where focus was when the dialog opened');
}
