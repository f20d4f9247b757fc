import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// mantine-styles.css imports Mantine's styles component by component: a component used without its
// file would show unstyled. This finds every component imported from Mantine in the app's sources,
// with those it renders inside, and names the file missing.

const src = path.resolve(import.meta.dirname, '..');
const stylesFolder = path.resolve(src, '../../../node_modules/@mantine/core/styles');
const stylesheet = path.join(import.meta.dirname, 'mantine-styles.css');

/** Components that render others with styles of their own, read in Mantine's sources: only those the app shows. */
const renders: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton', 'Loader'],
  Card: ['Paper'],
  Checkbox: ['InlineInput'],
  CloseButton: ['UnstyledButton'],
  Combobox: ['Popover'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper', 'ScrollArea'],
  NativeSelect: ['Input', 'Combobox'],
  NavLink: ['UnstyledButton'],
  Notification: ['CloseButton', 'Loader'],
  Notifications: ['Notification'],
  Pagination: ['UnstyledButton', 'Group'],
  PasswordInput: ['Input', 'ActionIcon'],
  Select: ['Input', 'Combobox', 'CloseButton', 'ScrollArea'],
  Table: ['ScrollArea'],
  Tabs: ['UnstyledButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
};

/** Components with no styles of their own that render none with styles. */
const unstyled = new Set(['Box', 'FileButton', 'MantineProvider']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The components each source file imports from @mantine/core or @mantine/notifications (types left out). */
function mantineComponents(files: string[]) {
  const usedBy = new Map<string, string>();
  const importPattern = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/(?:core|notifications)'/g;
  for (const file of files) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      if (typeOnly) continue;
      for (const part of names!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        // Components only: PascalCase, not a type, a hook, a function or a constant (DEFAULT_THEME).
        if (/^[A-Z][a-z]/.test(name)) usedBy.set(name, usedBy.get(name) ?? path.relative(src, file));
      }
    }
  }
  return usedBy;
}

function imported(css: string) {
  return [...css.matchAll(/@import "@mantine\/core\/styles\/([\w-]+)\.css";/g)].map((match) => match[1]!);
}

/** Each CSS file a component needs: its own and those of the components it renders, inside out. */
function stylesNeeded(name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const inner = (renders[name] ?? []).flatMap((child) => stylesNeeded(child, seen));
  return existsSync(path.join(stylesFolder, `${name}.css`)) ? [...inner, name] : inner;
}

/** What is wrong with a stylesheet for the components used: missing files, one before a file it builds on. */
function missingStyles(css: string, usedBy: Map<string, string>) {
  const order = imported(css);
  const problems: string[] = [];
  for (const [name, file] of usedBy) {
    if (!(name in renders) && !unstyled.has(name) && !existsSync(path.join(stylesFolder, `${name}.css`))) {
      problems.push(`${name} (${file}) has no CSS file of its own: list what it renders in this test`);
    }
    for (const needed of stylesNeeded(name)) {
      const via = needed === name ? '' : ` (rendered by ${name})`;
      if (!order.includes(needed)) problems.push(`@mantine/core/styles/${needed}.css${via}, used in ${file}`);
    }
  }
  for (const [name, children] of Object.entries(renders)) {
    for (const child of children.flatMap((c) => stylesNeeded(c))) {
      if (order.includes(name) && order.indexOf(child) > order.indexOf(name)) {
        problems.push(`${child}.css after ${name}.css, which builds on it`);
      }
    }
  }
  return [...new Set(problems)];
}

describe("Mantine's styles", () => {
  const css = readFileSync(stylesheet, 'utf8');
  const usedBy = mantineComponents(sourceFiles(src));

  it('start with the baseline, the default CSS variables and the global styles, and name files that exist', () => {
    const order = imported(css);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(order.filter((name) => !existsSync(path.join(stylesFolder, `${name}.css`)))).toEqual([]);
  });

  it('include every component the app uses, and those they render, after what they build on', () => {
    expect(usedBy.size).toBeGreaterThan(20);
    expect(missingStyles(css, usedBy)).toEqual([]);
  });

  it('name the file missing for a component used without it', () => {
    const withoutModalBase = css.replace('@import "@mantine/core/styles/ModalBase.css";\n', '');
    expect(missingStyles(withoutModalBase, new Map([['Modal', 'some-dialog.tsx']]))).toEqual([
      '@mantine/core/styles/ModalBase.css (rendered by Modal), used in some-dialog.tsx',
    ]);
    expect(missingStyles(css, new Map([['Autocomplete', 'some-field.tsx']]))).toEqual([
      'Autocomplete (some-field.tsx) has no CSS file of its own: list what it renders in this test',
    ]);
  });
});
