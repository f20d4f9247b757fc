import {
  type ClientParticulars,
  type CreateFileRequest,
  FormStatus,
  formMessages,
  type UpdateClientParticularsRequest,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCalls, jsonResponse, serveApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { clientSessions } from './client-session.ts';
import { linkToken, makeParticulars, particularsPath } from './test-data.ts';

configure({ asyncUtilTimeout: 3000 });

/** The shared stand-in for XMLHttpRequest, answering every upload with 201 at once. */
class AnsweringXhr extends FakeXhr {
  override send(body: unknown) {
    super.send(body);
    queueMicrotask(() => this.respond(201));
  }
}

let toasts: ReturnType<typeof spyOnToasts>;
let fetchMock: ApiCalls;

function stubApi(current: ClientParticulars = makeParticulars()) {
  const puts: UpdateClientParticularsRequest[] = [];
  const creates: CreateFileRequest[] = [];
  fetchMock = serveApi({
    'GET /api/client/particulars': () => jsonResponse(200, current),
    'PUT /api/client/particulars': (body) => {
      puts.push(body as UpdateClientParticularsRequest);
      return jsonResponse(200, current);
    },
    'POST /api/client/files': (body) => {
      creates.push(body as CreateFileRequest);
      return jsonResponse(200, {
        presignedUrl: '/api/storage/upload/90?sig=put',
        file: {
          id: 90,
          name: 'noon.pdf',
          description: null,
          contentSize: 3,
          mimeType: 'application/pdf',
          fileUrl: '/api/storage/90?sig=get',
        },
      });
    },
  }) as ApiCalls;
  return { puts, creates };
}

async function open() {
  renderRoute(particularsPath);
  await screen.findByRole('heading', { name: 'MV Nordic Star' });
}

beforeEach(() => {
  toasts = spyOnToasts();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  clientSessions.set(linkToken, {
    bearerToken: 'client-token-1',
    expires: new Date(Date.now() + 60_000).toISOString(),
    form: 'particulars',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client particulars', { timeout: 20_000 }, () => {
  it('shows each section: request text read-only, response, files with download links', async () => {
    stubApi();
    await open();
    const hull = screen.getByRole('region', { name: 'Hull' });
    expect(within(hull).getByText('Please send the latest hull survey.')).toBeInTheDocument();
    expect(within(hull).queryByDisplayValue('Please send the latest hull survey.')).not.toBeInTheDocument();
    expect(within(hull).getByLabelText('Response')).toHaveValue('');
    expect(within(hull).getByRole('link', { name: 'survey.pdf' })).toHaveAttribute('href', '/api/storage/80?sig=x');

    const second = screen.getByRole('region', { name: 'Section 2' });
    expect(within(second).getByText('Noon reports of the last year.')).toBeInTheDocument();
    expect(within(second).getByLabelText('Response')).toHaveValue('Will follow');
  });

  it('uploads to client/files with the client token, then saves responses and files', async () => {
    signIn();
    const api = stubApi();
    const user = userEvent.setup();
    await open();

    const second = screen.getByRole('region', { name: 'Section 2' });
    const input = second.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['abc'], 'noon.pdf', { type: 'application/pdf' }));
    expect(await within(second).findByRole('link', { name: 'noon.pdf' })).toHaveAttribute(
      'href',
      '/api/storage/90?sig=get',
    );
    expect(api.creates).toEqual([{ name: 'noon.pdf', contentSize: 3, mimeType: 'application/pdf', usage: 'default' }]);
    const createCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/client/files');
    expect(new Headers(createCall?.[1]?.headers).get('Authorization')).toBe('bearer client-token-1');
    expect(FakeXhr.sent.map((xhr) => [xhr.method, xhr.url])).toEqual([['PUT', '/api/storage/upload/90?sig=put']]);
    expect(FakeXhr.sent[0]?.headers.Authorization).toBeUndefined();

    const hull = screen.getByRole('region', { name: 'Hull' });
    await user.type(within(hull).getByLabelText('Response'), 'Attached below');
    await user.click(within(hull).getByRole('button', { name: 'Remove survey.pdf' }));
    const prompt = await screen.findByRole('dialog', { name: 'Remove file' });
    expect(within(prompt).getByText(formMessages.removeFileConfirm)).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(hull).queryByRole('link', { name: 'survey.pdf' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toEqual([formMessages.particularsUpdated]));
    expect(api.puts).toEqual([
      {
        formItems: [
          { id: 31, responseText: 'Attached below', files: [] },
          { id: 32, responseText: 'Will follow', files: [{ id: 90 }] },
        ],
        version: 3,
      },
    ]);
  });

  it('a Complete form is read-only, with the notice, without Upload, Remove or Save', async () => {
    stubApi(makeParticulars({ status: FormStatus.Complete }));
    await open();
    expect(screen.getByText(formMessages.completedReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload|Remove/ })).not.toBeInTheDocument();
    for (const input of screen.getAllByLabelText('Response')) expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'survey.pdf' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoute(particularsPath);
    const hull = await screen.findByRole('region', { name: 'Hull' });
    const event = () => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      return unload.defaultPrevented;
    };
    expect(event()).toBe(false);
    await user.type(within(hull).getByLabelText('Response'), 'x');
    expect(event()).toBe(true);
  });
});
