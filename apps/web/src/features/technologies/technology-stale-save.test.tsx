import { catalogueMessages, changedBy } from '@backoffice/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { stubTechnologyApi, technology } from '../../../test/technology-records.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const stale = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');

describe('a stale save of a technology', { timeout: 30_000 }, () => {
  it('keeps the typed values, shows the message, and after Reload both; the next save sends the new version', async () => {
    const user = userEvent.setup();
    const state = { current: { ...technology, version: 2 }, accept: false };
    const puts: Record<string, unknown>[] = [];
    stubTechnologyApi({
      'GET /api/technologies/7': () => jsonResponse(200, state.current),
      'PUT /api/technologies/7': (body) => {
        puts.push(body as Record<string, unknown>);
        return state.accept
          ? jsonResponse(200, { ...state.current, version: state.current.version + 1 })
          : jsonResponse(409, { error: stale });
      },
    });
    renderRoute('/technologies/7');
    const description = await screen.findByRole('textbox', { name: /^Short description/ });
    await user.clear(description);
    await user.type(description, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // A toast of an earlier save may still show beside it: the notice is the alert with the message.
    expect((await screen.findByText(stale)).closest('[role="alert"]')).not.toBeNull();
    expect(description).toHaveValue('Mine');
    expect(puts[0]).toMatchObject({ shortDescription: 'Mine', version: 2 });
    expect(toasts.messages()).not.toContain(stale);

    state.current = { ...technology, shortDescription: 'Theirs', leadTime: '6 weeks', version: 3 };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Saved by the other person: Theirs/)).toBeInTheDocument();
    expect(description).toHaveValue('Mine');
    expect(screen.getByRole('textbox', { name: /^Lead time/ })).toHaveValue('6 weeks');

    state.accept = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(catalogueMessages.technologyUpdated));
    expect(puts[1]).toMatchObject({ shortDescription: 'Mine', leadTime: '6 weeks', version: 3 });
  });
});
