import { type CreateFileResponse, formMessages, messages, type Particulars } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { makeParticulars } from '../../../test/vessel-forms.ts';
import { customer, project, vessel, vesselPath } from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const path = `${vesselPath}/particulars`;

/** Stands in for the browser's XMLHttpRequest: every blob upload succeeds at once. */
class InstantXhr {
  static urls: string[] = [];
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    InstantXhr.urls.push(url);
  }
  setRequestHeader() {}
  send() {
    this.status = 201;
    queueMicrotask(() => this.onload?.());
  }
}

const created: CreateFileResponse = {
  presignedUrl: '/api/storage/2024/04/abc.pdf?exp=1&sig=put',
  file: {
    id: 77,
    name: 'drawing.pdf',
    description: null,
    contentSize: 4,
    mimeType: 'application/pdf',
    fileUrl: null,
  },
};

function stubApi(particulars: () => Particulars, save?: (body: unknown) => Particulars) {
  const bodies: unknown[] = [];
  const fetchMock = serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, vessel),
    'GET /api/vessels/9/particulars': () => jsonResponse(200, particulars()),
    'PUT /api/vessels/9/particulars': (body) => {
      bodies.push(body);
      return jsonResponse(200, save ? save(body) : particulars());
    },
    'POST /api/files': () => jsonResponse(201, created),
    'GET /api/files/77': () => jsonResponse(200, { ...created.file, fileUrl: '/api/storage/77?sig=get' }),
  });
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
  return { bodies, calls };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

const section = (n: number) => screen.getByRole('region', { name: `Section ${n}` });
const requestTexts = () =>
  screen.getAllByRole('textbox', { name: 'Request text' }).map((input) => (input as HTMLTextAreaElement).value);

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
  InstantXhr.urls = [];
  vi.stubGlobal('XMLHttpRequest', InstantXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff particulars', { timeout: 20_000 }, () => {
  it('shows each section with its texts and files as download links', async () => {
    stubApi(() => makeParticulars());
    renderRoute(path);

    expect(await screen.findByRole('heading', { name: 'Solution Design: Vessel Particulars' })).toBeInTheDocument();
    const hull = await screen.findByRole('region', { name: 'Section 1' });
    expect(within(hull).getByRole('textbox', { name: 'Title' })).toHaveValue('Hull');
    expect(within(hull).getByRole('textbox', { name: 'Request text' })).toHaveValue('Please send the hull drawings');
    expect(within(hull).getByRole('link', { name: 'hull.pdf' })).toHaveAttribute('href', '/api/storage/hull.pdf?sig=1');
    expect(within(section(2)).getByRole('textbox', { name: 'Response text' })).toHaveValue('Fixed pitch, 6.2 m');
    expect(within(section(2)).getByText('No files')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const user = userEvent.setup();
    stubApi(() => makeParticulars());
    const { router } = renderRoute(path);
    const hull = await screen.findByRole('region', { name: 'Section 1' });
    await user.type(within(hull).getByRole('textbox', { name: 'Response text' }), 'Typed, not saved');

    await user.click(screen.getByRole('tab', { name: 'Vessel Reports' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(prompt).getByText(formMessages.unsavedChanges)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(path);
    expect(within(section(1)).getByRole('textbox', { name: 'Response text' })).toHaveValue('Typed, not saved');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.particularsUpdated]));
    await user.click(screen.getByRole('tab', { name: 'Vessel Reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(vesselPath));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
  });

  it('shows the client URL and PIN only when Published or Complete, and copies them', async () => {
    const user = userEvent.setup();
    stubApi(() => makeParticulars({ status: 2 }));
    renderRoute(path);
    await screen.findByRole('region', { name: 'Section 1' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    const url = `${window.location.origin}/client/particulars/p-hash-456`;
    expect(await screen.findByText(url)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy PIN Code: 105577' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('105577'));
    expect(toasts.messages()).toEqual([messages.copied]);

    await choose(user, 'Status', 'Draft');
    expect(screen.queryByText(url)).not.toBeInTheDocument();
    expect(screen.queryByText('PIN Code')).not.toBeInTheDocument();
    await choose(user, 'Status', 'Published');
    await user.click(screen.getByRole('button', { name: `Copy URL: ${url}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('requires the request text of every section', async () => {
    const user = userEvent.setup();
    const { bodies } = stubApi(() => makeParticulars());
    renderRoute(path);
    await screen.findByRole('region', { name: 'Section 1' });

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const added = section(3);
    expect(await within(added).findByText('Request text (*)')).toBeInTheDocument();
    expect(within(added).getByText(messages.required)).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(bodies).toEqual([]);
  });

  it('adds, moves and deletes sections (after a confirmation) and saves the ordered list', async () => {
    const user = userEvent.setup();
    const { bodies, calls } = stubApi(() => makeParticulars());
    renderRoute(path);
    await screen.findByRole('region', { name: 'Section 1' });
    await waitFor(() => expect(calls('GET /api/vessels/9')).toHaveLength(1));

    expect(within(section(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(section(2)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(within(section(3)).getByRole('textbox', { name: 'Title' }), 'Fuel');
    await user.type(within(section(3)).getByRole('textbox', { name: 'Request text' }), 'Bunker notes');
    expect(within(section(2)).getByRole('button', { name: 'Move down' })).toBeEnabled();
    await user.click(within(section(3)).getByRole('button', { name: 'Move up' }));
    expect(requestTexts()).toEqual(['Please send the hull drawings', 'Bunker notes', 'Propeller type and diameter']);
    await user.click(within(section(1)).getByRole('button', { name: 'Move down' }));
    expect(requestTexts()).toEqual(['Bunker notes', 'Please send the hull drawings', 'Propeller type and diameter']);

    await user.click(within(section(3)).getByRole('button', { name: 'Delete section' }));
    const prompt = await screen.findByRole('dialog', { name: 'Delete section' });
    expect(within(prompt).getByText(formMessages.deleteSectionConfirm)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    expect(requestTexts()).toHaveLength(3);
    await user.click(within(section(3)).getByRole('button', { name: 'Delete section' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete section' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(requestTexts()).toEqual(['Bunker notes', 'Please send the hull drawings']));

    // Removing a file asks first; No keeps it.
    await user.click(within(section(2)).getByRole('button', { name: 'Delete hull.pdf' }));
    const fileprompt = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(within(fileprompt).getByText(formMessages.removeFileConfirm)).toBeInTheDocument();
    await user.click(within(fileprompt).getByRole('button', { name: 'No' }));
    expect(within(section(2)).getByRole('link', { name: 'hull.pdf' })).toBeInTheDocument();
    await user.click(within(section(2)).getByRole('button', { name: 'Delete hull.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(within(section(2)).queryByRole('link', { name: 'hull.pdf' })).not.toBeInTheDocument());
    await user.type(within(section(2)).getByRole('textbox', { name: 'Response text' }), 'Attached later');
    await choose(user, 'Status', 'Published');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.particularsUpdated]));
    expect(bodies).toEqual([
      {
        status: 1,
        formItems: [
          { title: 'Fuel', requestText: 'Bunker notes', responseText: null, files: [] },
          {
            id: 101,
            title: 'Hull',
            requestText: 'Please send the hull drawings',
            responseText: 'Attached later',
            files: [],
          },
        ],
        version: 1,
      },
    ]);
    await waitFor(() => expect(calls('GET /api/vessels/9')).toHaveLength(2));
  });

  it('uploads a file into a section and saves it with the section', async () => {
    const user = userEvent.setup();
    const { bodies } = stubApi(() => makeParticulars());
    renderRoute(path);
    const propeller = await screen.findByRole('region', { name: 'Section 2' });

    const picker = within(propeller).getByRole('group', { name: 'Section 2 files' });
    const input = picker.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'drawing.pdf', { type: 'application/pdf' }));

    expect(await within(propeller).findByRole('link', { name: 'drawing.pdf' })).toHaveAttribute(
      'href',
      '/api/storage/77?sig=get',
    );
    expect(InstantXhr.urls).toEqual([created.presignedUrl]);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { formItems: { files: unknown[] }[] }).formItems.map((item) => item.files)).toEqual([
      [{ id: 7 }],
      [{ id: 77 }],
    ]);
  });
});
