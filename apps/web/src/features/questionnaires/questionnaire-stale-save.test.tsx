import { changedBy, formMessages } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeQuestionnaire } from '../../../test/vessel-forms.ts';
import { customer, project, vessel, vesselPath } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const stale = changedBy('Ship owner (link)', '2024-05-02T09:30:00.000Z');

describe('a stale save of the questionnaire', { timeout: 30_000 }, () => {
  it("keeps the staff's answers, shows the message, and after Reload the ship owner's beside them", async () => {
    const user = userEvent.setup();
    const state = { current: makeQuestionnaire({ version: 3 }), accept: false };
    const bodies: Record<string, unknown>[] = [];
    serveApi({
      'GET /api/customers/3': () => jsonResponse(200, customer),
      'GET /api/projects/5': () => jsonResponse(200, project),
      'GET /api/vessels/9': () => jsonResponse(200, vessel),
      'GET /api/sea-searcher': () => jsonResponse(200, { configured: true }),
      'GET /api/vessels/9/questionnaire': () => jsonResponse(200, state.current),
      'PUT /api/vessels/9/questionnaire': (body) => {
        bodies.push(body as Record<string, unknown>);
        return state.accept ? jsonResponse(200, state.current) : jsonResponse(409, { error: stale });
      },
    });
    renderRoute(`${vesselPath}/questionnaire`);
    const general = await screen.findByRole('region', { name: 'Section 1' });
    const imo = within(general).getByRole('textbox', { name: 'Value: IMO number' });
    await user.type(imo, '9074729');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // A toast of an earlier save may still show beside it: the notice is the alert with the message.
    expect((await screen.findByText(stale)).closest('[role="alert"]')).not.toBeNull();
    expect(imo).toHaveValue('9074729');
    expect(bodies[0]).toMatchObject({ version: 3 });

    // The ship owner answered the IMO number and the existing technologies meanwhile.
    state.current = makeQuestionnaire({ existingEnergySavingTechnologies: 'Mewis duct', version: 4 }, '9999999');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await within(general).findByText(/Saved by the other person: 9999999/)).toBeInTheDocument();
    expect(imo).toHaveValue('9074729');
    expect(screen.getByLabelText('Existing energy saving technologies')).toHaveValue('Mewis duct');

    state.accept = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(formMessages.questionnaireUpdated));
    expect(bodies[1]).toMatchObject({ existingEnergySavingTechnologies: 'Mewis duct', version: 4 });
    expect(JSON.stringify(bodies[1])).toContain('"value":"9074729"');
  });
});
