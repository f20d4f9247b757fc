import {
  type ClientParticulars,
  type ClientQuestionnaire,
  changedBy,
  FormStatus,
  formMessages,
  type UpdateClientParticularsRequest,
  type UpdateClientQuestionnaireRequest,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, spyOnToasts } from '../../../test/render.tsx';
import { clientSessions } from './client-session.ts';
import { linkToken, makeParticulars, makeQuestionnaire, particularsPath, questionnairePath } from './test-data.ts';

configure({ asyncUtilTimeout: 3000 });

const stale = changedBy('Ida Holm', '2026-05-14T09:30:00Z');
let toasts: ReturnType<typeof spyOnToasts>;

/**
 * The client's form as the server has it: `stored` is what a GET answers; a PUT of an older
 * version than it is refused with the stale save's 409, any other is saved.
 */
function serveForm<Data extends { version: number }, Body extends { version?: number }>(
  form: 'questionnaire' | 'particulars',
  opened: Data,
) {
  const state = { stored: opened, gets: 0, puts: [] as Body[] };
  serveApi({
    [`GET /api/client/${form}`]: () => {
      state.gets += 1;
      return jsonResponse(200, state.stored);
    },
    [`PUT /api/client/${form}`]: (body) => {
      const sent = body as Body;
      state.puts.push(sent);
      if (sent.version !== state.stored.version) return jsonResponse(409, { error: stale });
      state.stored = { ...state.stored, version: state.stored.version + 1 };
      return jsonResponse(200, state.stored);
    },
  });
  return state;
}

function signedIn(form: 'questionnaire' | 'particulars') {
  clientSessions.set(linkToken, {
    bearerToken: 'client-token-1',
    expires: new Date(Date.now() + 60_000).toISOString(),
    form,
  });
}

const savedBy = (text: string) =>
  screen.findByText((content) => content.startsWith(`Saved by the other person: ${text}`));

beforeEach(() => {
  toasts = spyOnToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client questionnaire saved by someone else meanwhile', { timeout: 20_000 }, () => {
  /** The questionnaire as staff saved it after the ship owner opened it (version 3 → 4). */
  const savedByStaff = (): ClientQuestionnaire => {
    const opened = makeQuestionnaire();
    return {
      ...opened,
      version: 4,
      existingEnergySavingTechnologies: 'LED lighting, shaft generator',
      formSections: opened.formSections.map((section) => ({
        ...section,
        formItems: section.formItems.map((item) =>
          item.id === 12 ? { ...item, value: 'Norway' } : item.id === 21 ? { ...item, value: 'MAN' } : item,
        ),
      })),
    };
  };

  async function typeAndSave() {
    signedIn('questionnaire');
    const api = serveForm<ClientQuestionnaire, UpdateClientQuestionnaireRequest>('questionnaire', makeQuestionnaire());
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await screen.findByRole('heading', { name: 'MV Nordic Star' });
    api.stored = savedByStaff();
    await user.clear(screen.getByLabelText('Flag'));
    await user.type(screen.getByLabelText('Flag'), 'Sweden');
    await user.type(screen.getByLabelText('IMO number'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return { api, user };
  }

  it('a 409 keeps what was typed and shows the message with Reload, without a toast or a reload', async () => {
    const { api } = await typeAndSave();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(api.puts[0]?.version).toBe(3);
    expect(screen.getByLabelText('Flag')).toHaveValue('Sweden');
    expect(screen.getByLabelText('IMO number')).toHaveValue('91234567');
    expect(api.gets).toBe(1);
    expect(toasts.messages()).toEqual([]);
  });

  it('Reload brings in the other changes, shows their answer under a field both changed, and saves with the new version', async () => {
    const { api, user } = await typeAndSave();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));

    // Both changed the flag: the typed answer stays, theirs shows under it.
    await savedBy('Norway');
    expect(screen.getByLabelText('Flag')).toHaveValue('Sweden');
    expect(screen.getByRole('status')).toHaveTextContent('Where the other person saved something else than you typed');
    // Only one of them changed these: that change is in.
    expect(screen.getByLabelText('Main engine')).toHaveValue('MAN');
    expect(screen.getByLabelText('IMO number')).toHaveValue('91234567');
    expect(screen.getByLabelText('Existing energy saving technologies')).toHaveValue('LED lighting, shaft generator');

    await user.click(screen.getByRole('button', { name: 'Take it' }));
    expect(screen.getByLabelText('Flag')).toHaveValue('Norway');
    expect(screen.queryByText(/Saved by the other person/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Flag'));
    await user.type(screen.getByLabelText('Flag'), 'Sweden');
    expect(await savedBy('Norway')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.questionnaireUpdated]));
    expect(api.puts[1]).toMatchObject({
      version: 4,
      formItems: [
        { id: 11, value: '91234567' },
        { id: 12, value: 'Sweden' },
        { id: 21, value: 'MAN' },
      ],
      existingEnergySavingTechnologies: 'LED lighting, shaft generator',
    });
  });

  it('technologies both changed show as a list to take whole', async () => {
    signedIn('questionnaire');
    const api = serveForm<ClientQuestionnaire, UpdateClientQuestionnaireRequest>('questionnaire', makeQuestionnaire());
    const opened = makeQuestionnaire();
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await screen.findByRole('heading', { name: 'MV Nordic Star' });
    api.stored = {
      ...opened,
      version: 4,
      selectedTechnologies: [
        { ...opened.selectedTechnologies[0]!, installedStatus: 1, plannedToBeInstalledOn: '2027-05-01' },
      ],
    };
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add technology' }), 'Rotor sail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));

    const technologies = screen.getByRole('region', { name: 'Technologies' });
    await savedBy('Air lubrication (Planned, 2027-05-01)');
    expect(within(technologies).getByRole('group', { name: 'Rotor sail' })).toBeInTheDocument();
    await user.click(within(technologies).getByRole('button', { name: 'Take it' }));
    expect(within(technologies).queryByRole('group', { name: 'Rotor sail' })).not.toBeInTheDocument();
    expect(within(technologies).getByLabelText('Planned date')).toHaveValue('2027-05-01');
  });

  it('a staff change of the technologies alone refuses the save too; Reload brings it in and the save sends both versions', async () => {
    signedIn('questionnaire');
    const opened = makeQuestionnaire();
    // Staff set Air lubrication to Planned on the vessel after the ship owner opened the form.
    const stored: ClientQuestionnaire = {
      ...opened,
      technologiesVersion: opened.technologiesVersion + 1,
      selectedTechnologies: [
        { ...opened.selectedTechnologies[0]!, installedStatus: 1, plannedToBeInstalledOn: '2027-05-01' },
      ],
    };
    const puts: UpdateClientQuestionnaireRequest[] = [];
    let gets = 0;
    serveApi({
      'GET /api/client/questionnaire': () => jsonResponse(200, gets++ === 0 ? opened : stored),
      'PUT /api/client/questionnaire': (body) => {
        const sent = body as UpdateClientQuestionnaireRequest;
        puts.push(sent);
        if (sent.technologiesVersion !== stored.technologiesVersion) return jsonResponse(409, { error: stale });
        return jsonResponse(200, { ...stored, version: stored.version + 1 });
      },
    });
    const user = userEvent.setup();
    renderRoute(questionnairePath);
    await screen.findByRole('heading', { name: 'MV Nordic Star' });
    await user.type(screen.getByLabelText('IMO number'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(puts[0]).toMatchObject({ version: 3, technologiesVersion: 2 });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    const technologies = screen.getByRole('region', { name: 'Technologies' });
    await waitFor(() => expect(within(technologies).getByLabelText('Planned date')).toHaveValue('2027-05-01'));
    expect(screen.getByLabelText('IMO number')).toHaveValue('91234567');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.questionnaireUpdated]));
    expect(puts[1]).toMatchObject({
      version: 3,
      technologiesVersion: 3,
      formItems: expect.arrayContaining([{ id: 11, value: '91234567' }]),
      selectedTechnologies: [
        { vesselDetailTechnologyDetail: { id: 501 }, installedStatus: 1, plannedToBeInstalledOn: '2027-05-01' },
      ],
    });
  });

  it('a Reload that finds the form Complete shows it read-only', async () => {
    const { api, user } = await typeAndSave();
    api.stored = { ...savedByStaff(), status: FormStatus.Complete };
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(formMessages.completedReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('client particulars saved by someone else meanwhile', { timeout: 20_000 }, () => {
  it('a 409 keeps the typed response; Reload shows both responses and the other files, each to take', async () => {
    signedIn('particulars');
    const opened = makeParticulars();
    const api = serveForm<ClientParticulars, UpdateClientParticularsRequest>('particulars', opened);
    const user = userEvent.setup();
    renderRoute(particularsPath);
    await screen.findByRole('heading', { name: 'MV Nordic Star' });
    api.stored = {
      ...opened,
      version: 4,
      formItems: [
        { ...opened.formItems[0]!, responseText: 'Survey of 2025 attached', files: [] },
        { ...opened.formItems[1]!, responseText: 'Sent by e-mail' },
      ],
    };
    const hull = screen.getByRole('region', { name: 'Hull' });
    await user.type(within(hull).getByLabelText('Response'), 'See the survey');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(stale);
    expect(within(hull).getByLabelText('Response')).toHaveValue('See the survey');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));

    await savedBy('Survey of 2025 attached');
    expect(within(hull).getByLabelText('Response')).toHaveValue('See the survey');
    // The files were not changed here: the other person's removal is in.
    expect(within(hull).queryByRole('link', { name: 'survey.pdf' })).not.toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Section 2' });
    expect(within(second).getByLabelText('Response')).toHaveValue('Sent by e-mail');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.particularsUpdated]));
    expect(api.puts[1]).toEqual({
      formItems: [
        { id: 31, responseText: 'See the survey', files: [] },
        { id: 32, responseText: 'Sent by e-mail', files: [] },
      ],
      version: 4,
    });
  });
});
