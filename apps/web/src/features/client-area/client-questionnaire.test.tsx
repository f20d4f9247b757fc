import {
  type ClientQuestionnaire,
  FormStatus,
  formMessages,
  type UpdateClientQuestionnaireRequest,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, spyOnToasts } from '../../../test/render.tsx';
import { clientSessions } from './client-session.ts';
import { linkToken, makeQuestionnaire, questionnairePath } from './test-data.ts';

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

function stubApi(
  current: ClientQuestionnaire = makeQuestionnaire(),
  put: (body: UpdateClientQuestionnaireRequest) => Response = () => jsonResponse(200, current),
) {
  const puts: UpdateClientQuestionnaireRequest[] = [];
  let gets = 0;
  const state = { current };
  serveApi({
    'GET /api/client/questionnaire': () => {
      gets += 1;
      return jsonResponse(200, state.current);
    },
    'PUT /api/client/questionnaire': (body) => {
      puts.push(body as UpdateClientQuestionnaireRequest);
      return put(body as UpdateClientQuestionnaireRequest);
    },
  });
  return { puts, state, gets: () => gets };
}

async function open() {
  renderRoute(questionnairePath);
  return screen.findByRole('heading', { name: 'MV Nordic Star' });
}

function technology(name: string) {
  return screen.getByRole('group', { name });
}

beforeEach(() => {
  toasts = spyOnToasts();
  clientSessions.set(linkToken, {
    bearerToken: 'client-token-1',
    expires: new Date(Date.now() + 60_000).toISOString(),
    form: 'questionnaire',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client questionnaire', { timeout: 20_000 }, () => {
  it('shows what the server sends: sections in order, items with their value and example', async () => {
    stubApi();
    await open();
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(sections).toEqual(['General vessel data', 'Machinery', 'Technologies']);

    const general = screen.getByRole('region', { name: 'General vessel data' });
    const labels = within(general)
      .getAllByRole('textbox')
      .map((input) => input.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent);
    expect(labels).toEqual(['IMO number', 'Flag']);
    expect(screen.getByLabelText('IMO number')).toHaveValue('9123456');
    expect(screen.getByLabelText('Main engine')).toHaveValue('');
    // The example is shown once, as an example, never as a placeholder that looks like an answer.
    expect(screen.getByLabelText('Main engine')).not.toHaveAttribute('placeholder');
    expect(screen.getAllByText('Example: MAN B&W 6S50MC')).toHaveLength(1);
    expect(screen.getByLabelText('Existing energy saving technologies')).toHaveValue('LED lighting');
    // Hidden items are left out by the server: only what it sends is shown.
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('saves the items, technologies and free text and says so', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    await open();

    await user.type(screen.getByLabelText('Main engine'), 'Wärtsilä 6RT');
    await user.clear(screen.getByLabelText('Flag'));
    await user.clear(screen.getByLabelText('Existing energy saving technologies'));
    await user.type(screen.getByLabelText('Existing energy saving technologies'), 'Shaft generator');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.questionnaireUpdated]));
    expect(toasts.last()).toMatchObject({ color: 'green' });
    expect(api.puts).toEqual([
      {
        formItems: [
          { id: 11, value: '9123456' },
          { id: 12, value: null },
          { id: 21, value: 'Wärtsilä 6RT' },
        ],
        selectedTechnologies: [
          { vesselDetailTechnologyDetail: { id: 501 }, installedStatus: 2, plannedToBeInstalledOn: null },
        ],
        existingEnergySavingTechnologies: 'Shaft generator',
        version: 3,
        technologiesVersion: 2,
      },
    ]);
  });

  it('adds technologies not selected yet, sets their status, a planned date only while Planned, and removes', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    await open();

    const add = screen.getByRole('combobox', { name: 'Add technology' });
    const options = within(add)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Air lubrication is selected already (with an older snapshot): it is not offered again.
    expect(options).toEqual(['Choose a technology', 'Rotor sail', 'Propeller polishing']);

    await user.selectOptions(add, 'Rotor sail');
    const rotor = technology('Rotor sail');
    const status = within(rotor).getByRole('combobox', { name: 'Installed status' });
    expect(status).toHaveValue('0');
    expect(within(rotor).queryByLabelText('Planned date')).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Add technology' })).getAllByRole('option')).toHaveLength(2);

    await user.selectOptions(status, 'Planned');
    const date = within(rotor).getByLabelText('Planned date');
    await user.type(date, '2026-05-01');
    await user.selectOptions(status, 'Installed');
    expect(within(rotor).queryByLabelText('Planned date')).not.toBeInTheDocument();
    await user.selectOptions(status, 'Planned');
    expect(within(rotor).getByLabelText('Planned date')).toHaveValue('');
    await user.type(within(rotor).getByLabelText('Planned date'), '2026-06-15');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add technology' }), 'Propeller polishing');
    await user.click(within(technology('Air lubrication')).getByRole('button', { name: 'Remove Air lubrication' }));
    expect(screen.queryByRole('group', { name: 'Air lubrication' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.selectedTechnologies).toEqual([
      { vesselDetailTechnologyDetail: { id: 601 }, installedStatus: 1, plannedToBeInstalledOn: '2026-06-15' },
      { technology: { id: 70 }, installedStatus: 0, plannedToBeInstalledOn: null },
    ]);
  });

  it('shows the planned date of a planned technology', async () => {
    stubApi(
      makeQuestionnaire({
        selectedTechnologies: [
          {
            id: 5,
            vesselTypeTechnologyDetailSnapshotId: 501,
            technology: { id: 50, name: 'Air lubrication' },
            technologyName: 'Air lubrication',
            installedStatus: 1,
            plannedToBeInstalledOn: '2026-03-01',
          },
        ],
      }),
    );
    await open();
    expect(within(technology('Air lubrication')).getByLabelText('Planned date')).toHaveValue('2026-03-01');
  });

  it('a Complete form is read-only, with the notice and without Save', async () => {
    stubApi(makeQuestionnaire({ status: FormStatus.Complete }));
    await open();
    expect(screen.getByText(formMessages.completedReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add technology' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('readonly');
    expect(within(technology('Air lubrication')).getByRole('combobox', { name: 'Installed status' })).toBeDisabled();
  });

  it('a 409 on save shows the server text and reloads the form read-only', async () => {
    const api = stubApi(makeQuestionnaire(), () => {
      api.state.current = makeQuestionnaire({ status: FormStatus.Complete });
      return jsonResponse(409, { error: formMessages.formComplete });
    });
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Flag'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(formMessages.completedReadOnly)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([formMessages.formComplete]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Flag')).toHaveValue('Denmark');
    expect(api.gets()).toBe(2);
  });
});
