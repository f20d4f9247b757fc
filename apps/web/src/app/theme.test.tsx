import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { Providers } from './providers.tsx';

describe('theme', () => {
  it('draws a focus ring around a focused input in error, whose red border would hide its focus', () => {
    // The tests load no CSS: this stylesheet is put in the page.
    const style = document.createElement('style');
    style.textContent = readFileSync(path.join(import.meta.dirname, 'input-focus.css'), 'utf8');
    document.head.append(style);
    onTestFinished(() => style.remove());
    render(
      <Providers env="test">
        <TextInput label="Savings (%)" error="Required" />
        <TextInput label="Name" />
      </Providers>,
    );
    // Found by label, not by role: jsdom keeps an element's computed style once read (as a role query
    // does), also after focus changes, so each is read only once it has focus.
    const ring = '2px solid var(--mantine-primary-color-filled)';
    const inError = screen.getByLabelText('Savings (%)');
    inError.focus();
    expect(getComputedStyle(inError).getPropertyValue('outline')).toBe(ring);
    expect(getComputedStyle(inError).outlineOffset).toBe('2px');

    // Without an error the focused border takes the primary colour, as Mantine draws it: no ring.
    const plain = screen.getByLabelText('Name');
    plain.focus();
    expect(plain).toHaveClass('app-input');
    expect(getComputedStyle(plain).getPropertyValue('outline')).not.toBe(ring);
  });
});
