import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** The input of a Mantine Select by its label. */
export const selectInput = (scope: HTMLElement, label: RegExp) =>
  within(scope).getByLabelText(label, { selector: 'input' });

/** Opens the select and answers its own list of options. */
async function openOptions(user: User, input: HTMLElement) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(listbox);
}

/** Opens the select and picks the option from its own list. */
export async function choose(user: User, input: HTMLElement, option: string) {
  const listbox = await openOptions(user, input);
  await user.click(await listbox.findByRole('option', { name: option, hidden: true }));
}

/** The texts of the select's options. */
export async function optionsOf(user: User, input: HTMLElement) {
  const listbox = await openOptions(user, input);
  return (await listbox.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
}
