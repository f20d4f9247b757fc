import { changedBy, messages } from '@backoffice/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { makeUser, renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';

const departments = [
  { id: 1, name: 'Hamburg', street: null, zip: null, city: null, country: null, web: null, userCount: 1, version: 1 },
  { id: 2, name: 'Oslo', street: null, zip: null, city: null, country: null, web: null, userCount: 0, version: 1 },
];
const stale = changedBy('Ida Holm', '2026-11-28T09:30:00.000Z');

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ id: 1, isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('a user saved after a colleague changed them keeps what was typed, and after Reload takes their department and sends the new version', {
  timeout: 20_000,
}, async () => {
  const user = userEvent.setup();
  const ann = makeUser({ id: 5, fullName: 'Ann Admin', email: 'ann@example.com', title: 'Consultant' });
  const state = { current: ann, puts: [] as Record<string, unknown>[] };
  serveApi({
    'GET /api/departments': () => jsonResponse(200, departments),
    'GET /api/users': () => jsonResponse(200, []),
    'GET /api/users/5': () => jsonResponse(200, state.current),
    'PUT /api/users/5': (body) => {
      const sent = body as Record<string, unknown>;
      state.puts.push(sent);
      if (sent.version !== state.current.version) return jsonResponse(409, { error: stale });
      return jsonResponse(200, { ...state.current, title: sent.title, version: state.current.version + 1 });
    },
  });
  renderRoute('/users/5');
  const title = await screen.findByRole('textbox', { name: /^Title/ });
  // Meanwhile a colleague moved Ann to Oslo.
  state.current = { ...ann, department: { id: 2, name: 'Oslo' }, version: 2 };
  await user.clear(title);
  await user.type(title, 'Lead consultant');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect((await screen.findByText(stale)).closest('[role="alert"]')).not.toBeNull();
  expect(state.puts[0]).toMatchObject({ title: 'Lead consultant', department: { id: 1 }, version: 1 });
  expect(title).toHaveValue('Lead consultant');

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  const department = () => screen.getAllByLabelText(/^Department/).find((element) => element.tagName === 'INPUT');
  await waitFor(() => expect(department()).toHaveValue('Oslo'));
  expect(title).toHaveValue('Lead consultant');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts.messages()).toContain(messages.userUpdated));
  expect(state.puts[1]).toMatchObject({ title: 'Lead consultant', department: { id: 2 }, version: 2 });
});
