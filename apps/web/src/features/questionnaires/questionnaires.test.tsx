import { formMessages, messages, type Questionnaire, uploadMessages } from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answerBy, type Handlers, isFormData, jsonResponse, mockApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeQuestionnaire } from '../../../test/vessel-forms.ts';
import { customer, project, vessel, vesselPath } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const path = `${vesselPath}/questionnaire`;

interface Upload {
  url: string;
  name: string;
}

/** The page's calls, with multipart uploads recorded apart (their body is no JSON). */
function stubApi(questionnaire: () => Questionnaire, extra: Handlers = {}, uploadAnswer = () => jsonResponse(200, {})) {
  const uploads: Upload[] = [];
  const stub = answerBy({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, vessel),
    'GET /api/vessels/9/questionnaire': () => jsonResponse(200, questionnaire()),
    'GET /api/sea-searcher': () => jsonResponse(200, { configured: true }),
    ...extra,
  });
  const fetchMock = mockApi().mockImplementation(async (input, init) => {
    if (isFormData(init.body)) {
      uploads.push({ url: input, name: (init.body.get('file') as File).name });
      return uploadAnswer();
    }
    return stub(input, init);
  });
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
  return { fetchMock, uploads, calls };
}

/** Opens the select and picks the option from its own list. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

const xlsx = () =>
  new File(['sheet'], 'questions.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff questionnaire', { timeout: 20_000 }, () => {
  it('shows the sections as a table of requests with value, example and hide', async () => {
    stubApi(() => makeQuestionnaire());
    renderRoute(path);

    expect(await screen.findByRole('heading', { name: 'Screening: Vessel Questionnaire' })).toBeInTheDocument();
    const general = await screen.findByRole('region', { name: 'Section 1' });
    expect(within(general).getByLabelText('Section title')).toHaveValue('General vessel data');
    expect(
      within(general)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Request', 'Value', 'Example', 'Hide']);
    expect(within(general).getByRole('textbox', { name: 'Value: Vessel name' })).toHaveValue('Nordic Star');
    expect(within(general).getByRole('textbox', { name: 'Example: IMO number' })).toHaveValue('9074729');
    const machinery = screen.getByRole('region', { name: 'Section 2' });
    expect(within(machinery).getByRole('checkbox', { name: 'Hide: Main engine maker' })).toBeChecked();
    expect(screen.getByLabelText('Existing energy saving technologies')).toHaveValue('');
  });

  it('gives a new link and PIN after confirming, keeping what staff typed', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => makeQuestionnaire(), {
      'POST /api/vessels/9/questionnaire/new-link': () => jsonResponse(200, { urlHash: 'new-hash', pinCode: '135790' }),
    });
    renderRoute(path);
    const general = await screen.findByRole('region', { name: 'Section 1' });
    await choose(user, 'Status', 'Published');
    const value = within(general).getByRole('textbox', { name: 'Value: Vessel name' });
    await user.clear(value);
    await user.type(value, 'Typed name');

    await user.click(await screen.findByRole('button', { name: 'New link and PIN' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(formMessages.newLinkConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls('POST /api/vessels/9/questionnaire/new-link')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New link and PIN' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${window.location.origin}/client/questionnaire/new-hash`)).toBeInTheDocument();
    expect(screen.getByText('135790')).toBeInTheDocument();
    expect(toasts.messages()).toContain(formMessages.newLinkCreated);
    expect(within(general).getByRole('textbox', { name: 'Value: Vessel name' })).toHaveValue('Typed name');
  });

  it('shows the client URL and PIN only when Published or Complete, and copies them', async () => {
    const user = userEvent.setup();
    stubApi(() => makeQuestionnaire());
    renderRoute(path);
    await screen.findByRole('region', { name: 'Section 1' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    expect(screen.queryByText('PIN Code')).not.toBeInTheDocument();
    await choose(user, 'Status', 'Published');
    const url = `${window.location.origin}/client/questionnaire/q-hash-123`;
    expect(await screen.findByText(url)).toBeInTheDocument();
    expect(screen.getByText('PIN Code')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Copy URL: ${url}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    await user.click(screen.getByRole('button', { name: 'Copy PIN Code: 482913' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('482913'));
    expect(toasts.messages()).toEqual([messages.copied, messages.copied]);
    expect(toasts.last()).toMatchObject({ color: 'green' });

    await choose(user, 'Status', 'Complete');
    expect(screen.getByText(url)).toBeInTheDocument();
    await choose(user, 'Status', 'Draft');
    expect(screen.queryByText(url)).not.toBeInTheDocument();
    expect(screen.queryByText('PIN Code')).not.toBeInTheDocument();
  });

  it('requires every section title', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => makeQuestionnaire());
    renderRoute(path);
    const general = await screen.findByRole('region', { name: 'Section 1' });

    await user.clear(within(general).getByLabelText('Section title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(general).findByText('Section title (*)')).toBeInTheDocument();
    expect(within(general).getByText(messages.required)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(calls('PUT /api/vessels/9/questionnaire')).toEqual([]);
  });

  it('saves the whole form and reloads the vessel for its new status', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current = makeQuestionnaire();
    const { calls } = stubApi(() => current, {
      'PUT /api/vessels/9/questionnaire': (body) => {
        bodies.push(body);
        current = makeQuestionnaire({ status: 1 });
        return jsonResponse(200, current);
      },
    });
    renderRoute(path);
    const general = await screen.findByRole('region', { name: 'Section 1' });
    await waitFor(() => expect(calls('GET /api/vessels/9')).toHaveLength(1));

    await user.type(within(general).getByLabelText('Section title'), ' (2024)');
    await user.type(within(general).getByRole('textbox', { name: 'Value: IMO number' }), '9074729');
    const example = within(general).getByRole('textbox', { name: 'Example: Vessel name' });
    await user.clear(example);
    await user.click(within(general).getByRole('checkbox', { name: 'Hide: Vessel name' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hide: Main engine maker' }));
    await user.type(screen.getByLabelText('Existing energy saving technologies'), 'Mewis duct');
    await choose(user, 'Status', 'Published');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.questionnaireUpdated]));
    expect(bodies).toEqual([
      {
        status: 1,
        formSections: [
          { id: 1, title: 'General vessel data (2024)' },
          { id: 2, title: 'Machinery' },
        ],
        formItems: [
          { id: 11, value: 'Nordic Star', valueExample: null, hide: true },
          { id: 12, value: '9074729', valueExample: '9074729', hide: false },
          { id: 21, value: null, valueExample: 'MAN', hide: false },
        ],
        existingEnergySavingTechnologies: 'Mewis duct',
        version: 1,
      },
    ]);
    await waitFor(() => expect(calls('GET /api/vessels/9')).toHaveLength(2));
  });
});

describe('questionnaire import', { timeout: 20_000 }, () => {
  it('says the import was cancelled when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const { uploads } = stubApi(() => makeQuestionnaire());
    renderRoute(path);

    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const prompt = await screen.findByRole('dialog', { name: 'Import Questionnaire' });
    expect(within(prompt).getByText(formMessages.questionnaireImportConfirm)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));

    expect(toasts.last()).toMatchObject({ color: 'blue', message: formMessages.questionnaireImportCancelled });
    expect(uploads).toEqual([]);
  });

  it('opens the file chooser once confirmed and loads the imported questionnaire', async () => {
    const user = userEvent.setup();
    let current = makeQuestionnaire();
    const { uploads } = stubApi(
      () => current,
      {},
      () => {
        current = makeQuestionnaire({
          formSections: [{ id: 5, title: 'Imported section', position: 0, formItems: [] }],
        });
        return jsonResponse(200, current);
      },
    );
    renderRoute(path);

    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const input = screen.getByLabelText('Questionnaire file') as HTMLInputElement;
    const chooser = vi.spyOn(input, 'click');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(chooser).toHaveBeenCalled();
    await user.upload(input, xlsx());

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.questionnaireImported]));
    expect(uploads).toEqual([{ url: '/api/vessels/9/questionnaire/import', name: 'questions.xlsx' }]);
    expect(await screen.findByDisplayValue('Imported section')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused file, else the spec's message", async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(400, { error: 'Row 3: unknown mappedTo "fooBar"' });
    stubApi(
      () => makeQuestionnaire(),
      {},
      () => answer,
    );
    renderRoute(path);

    for (const expected of ['Row 3: unknown mappedTo "fooBar"', uploadMessages.importFailed]) {
      await user.click(await screen.findByRole('button', { name: 'Import' }));
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      await user.upload(screen.getByLabelText('Questionnaire file'), xlsx());
      await waitFor(() => expect(toasts.last()).toMatchObject({ color: 'red', message: expected }));
      answer = jsonResponse(500);
    }
  });

  it('downloads the template with the staff token', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => makeQuestionnaire(), {
      'GET /api/questionnaire-template': () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="questionnaire-template-2024.xlsx"' },
        }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:template');
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    renderRoute(path);

    await user.click(await screen.findByRole('button', { name: 'Import Template' }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:template', download: 'questionnaire-template-2024.xlsx' }]),
    );
    const [, init] = calls('GET /api/questionnaire-template')[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('bearer token-1');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('xlsx-bytes');
  });
});

describe('Sea Searcher import', { timeout: 20_000 }, () => {
  it('is offered only when the IMO number item has a value', async () => {
    stubApi(() => makeQuestionnaire({}, '  '));
    renderRoute(path);

    await screen.findByRole('region', { name: 'Section 1' });
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sea Searcher Import' })).not.toBeInTheDocument();
  });

  it('is disabled, saying why, on a server without Sea Searcher', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => makeQuestionnaire({}, '9074729'), {
      'GET /api/sea-searcher': () => jsonResponse(200, { configured: false }),
    });
    renderRoute(path);

    // Off, it stays a Tab stop that says why (on focus too), and pressing it asks nothing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sea Searcher Import' })).toHaveAttribute('aria-disabled', 'true'),
    );
    const off = screen.getByRole('button', { name: 'Sea Searcher Import' });
    expect(off).toHaveAccessibleDescription(formMessages.seaSearcherNotConfigured);
    act(() => off.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formMessages.seaSearcherNotConfigured);
    await user.keyboard('{Enter}');
    await user.click(off);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('PUT /api/vessels/9/questionnaire/import-from-sea-searcher')).toEqual([]);
  });

  it('asks first, then imports and reloads the questionnaire', async () => {
    const user = userEvent.setup();
    let current = makeQuestionnaire({}, '9074729');
    const { calls } = stubApi(() => current, {
      'PUT /api/vessels/9/questionnaire/import-from-sea-searcher': () => {
        current = makeQuestionnaire({ existingEnergySavingTechnologies: 'From Sea Searcher' }, '9074729');
        return jsonResponse(200, current);
      },
    });
    renderRoute(path);

    await user.click(await screen.findByRole('button', { name: 'Sea Searcher Import' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sea Searcher Import' });
    expect(within(prompt).getByText(formMessages.seaSearcherConfirm)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(calls('PUT /api/vessels/9/questionnaire/import-from-sea-searcher')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sea Searcher Import' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.seaSearcherImported]));
    expect(await screen.findByDisplayValue('From Sea Searcher')).toBeInTheDocument();
  });

  it("reloads the questionnaire and shows the server's error on failure", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => makeQuestionnaire({}, '9074729'), {
      'PUT /api/vessels/9/questionnaire/import-from-sea-searcher': () =>
        jsonResponse(400, { error: formMessages.seaSearcherUnknownVessel }),
    });
    renderRoute(path);

    await user.click(await screen.findByRole('button', { name: 'Sea Searcher Import' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(toasts.last()).toMatchObject({ color: 'red', message: formMessages.seaSearcherUnknownVessel }),
    );
    await waitFor(() => expect(calls('GET /api/vessels/9/questionnaire')).toHaveLength(2));
  });
});
