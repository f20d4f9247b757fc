import {
  type CompanyProfile,
  companyProfileMessages,
  displayTimeZone,
  type FileDto,
  formMessages,
  messages,
} from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, emptyCompanyProfile as empty, jsonResponse, serveApi } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { choose, selectInput } from '../../../test/select.ts';

const logoFile: FileDto = {
  id: 90,
  name: 'logo.png',
  description: null,
  contentSize: 4,
  mimeType: 'image/png',
  fileUrl: '/api/storage/90?sig=get',
};

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('company profile', { timeout: 30_000 }, () => {
  it('is an Administration page: saves name, colour and an uploaded logo, and shows them again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serveApi({
      'GET /api/company-profile': () => jsonResponse(200, empty),
      'PUT /api/company-profile': (body) => {
        sent.push(body);
        return jsonResponse(200, {
          ...empty,
          name: 'Njord Advisory',
          brandColour: '#0B6E4F',
          logo: { id: 90, name: 'logo.png', mimeType: 'image/png', fileUrl: logoFile.fileUrl },
          modifiedOn: '2026-11-26T10:00:00.000Z',
        } satisfies CompanyProfile);
      },
      'POST /api/files': () =>
        jsonResponse(201, { presignedUrl: '/api/storage/90?sig=put', file: { ...logoFile, fileUrl: null } }),
      'PUT /api/storage/90': () => jsonResponse(201),
      'GET /api/files/90': () => jsonResponse(200, logoFile),
    });
    renderRoute('/company-profile');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).getByRole('link', { name: 'Company Profile' })).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /^Company name/ }), 'Njord Advisory');
    await user.type(textbox('Brand colour'), '#0b6e4f');
    const logo = screen.getByRole('group', { name: 'Logo' });
    await user.upload(
      logo.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png!'], 'logo.png', { type: 'image/png' }),
    );
    expect(await within(logo).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', logoFile.fileUrl);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([messages.changesSaved]));
    expect(sent).toEqual([
      {
        name: 'Njord Advisory',
        address: null,
        website: null,
        logo: { id: 90 },
        brandColour: '#0B6E4F',
        disclaimer: null,
        timeZone: 'UTC',
        version: 1,
      },
    ]);
    expect(textbox('Company name')).toHaveValue('Njord Advisory');
  });

  it('saves the time zone chosen from the list, and the pages read dates in it from then on', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let saved: CompanyProfile = { ...empty, name: 'Njord Advisory', version: 2 };
    serveApi({
      'GET /api/company-profile': () => jsonResponse(200, saved),
      'PUT /api/company-profile': (body) => {
        sent.push(body);
        saved = { ...saved, timeZone: (body as CompanyProfile).timeZone, version: 3 };
        return jsonResponse(200, saved);
      },
    });
    renderRoute('/company-profile');
    const zone = await waitFor(() => selectInput(document.body, /^Time zone/));
    expect(zone).toHaveValue('UTC');
    expect(
      screen.getByText('Dates and times on screen, in documents and in exports read in this zone'),
    ).toBeInTheDocument();
    await user.clear(zone);
    await user.type(zone, 'Oslo');
    await choose(user, zone, 'Europe/Oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([messages.changesSaved]));
    expect(sent).toEqual([expect.objectContaining({ name: 'Njord Advisory', timeZone: 'Europe/Oslo', version: 2 })]);
    await waitFor(() => expect(displayTimeZone()).toBe('Europe/Oslo'));
    expect(selectInput(document.body, /^Time zone/)).toHaveValue('Europe/Oslo');
  });

  it('refuses a colour that is not #RRGGBB and a missing name before sending, and asks before leaving', async () => {
    const user = userEvent.setup();
    const calls = serveApi({ 'GET /api/company-profile': () => jsonResponse(200, empty) });
    const { router } = renderRoute('/company-profile');
    await user.type(await screen.findByRole('textbox', { name: /^Brand colour/ }), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(companyProfileMessages.brandColour)).toBeInTheDocument();
    expect(screen.getByText('Company name (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual([messages.formInvalid]);
    expect(callsTo(calls, 'PUT', '/api/company-profile')).toEqual([]);

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }));
    expect(await screen.findByText(formMessages.unsavedChanges, undefined, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/company-profile');
  });
});
