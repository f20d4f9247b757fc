import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import './input-focus.css';

/**
 * Mantine's palette with its shades from 6 on darkened to 4.5:1 or more on white (WCAG 2.1 AA): shade 6
 * is the colour of filled buttons, links and outlines, 7 their hover, 9 the text of light variants.
 * Shades 0–5 (light backgrounds, borders) and those not given stay Mantine's. Teal, the links' colour,
 * keeps 4.5:1 on the light backgrounds of alerts too (blue.1 the lightest of them).
 */
function darkened(color: 'teal' | 'green' | 'red' | 'orange' | 'gray', ...shades: string[]): MantineColorsTuple {
  const palette = [...DEFAULT_THEME.colors[color]];
  palette.splice(6, shades.length, ...shades);
  return palette as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'teal',
  colors: {
    teal: darkened('teal', '#0a7052', '#08654b', '#075e46', '#055c42'),
    // The primary buttons (AppButton) are green, the tertiary ones and error texts red.
    green: darkened('green', '#277f39', '#237032', '#206a2e', '#1c5f29'),
    red: darkened('red', '#cf2a2a', '#c92a2a'),
    // orange.8: the other person's value beside a field after a refused save.
    orange: darkened('orange', '#c2410c', '#bb3d0c', '#b3390b'),
    // gray.6: the dimmed text and the secondary buttons.
    gray: darkened('gray', '#666d75'),
  },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Clicking the chosen option keeps it: a select that may be empty says so with `clearable`. A plain
    // object, not `Select.extend`: importing Select here would put it into every page's first load.
    Select: { defaultProps: { allowDeselect: false } },
    // Every input (TextInput, Select, Textarea…): focused in error, its red border hides the focus,
    // so input-focus.css adds a focus ring there.
    Input: { classNames: { input: 'app-input' } },
    // The × of dialogs and toasts is an icon: without a name a screen reader says only 'button'.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    // A table wider than a phone scrolls sideways in one native scroller (Mantine's scroll area would
    // nest a second one in its root); the keyboard reaches it too.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  },
});
