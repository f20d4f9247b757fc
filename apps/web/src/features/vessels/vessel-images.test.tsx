import {
  customerMessages,
  type FileRef,
  fileTooLargeMessage,
  fileTypeNotAllowedMessage,
  limits,
  type UpdateVesselRequest,
} from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import {
  categories,
  customer,
  project,
  vessel,
  vesselPath,
  vesselRates,
  vesselTypes,
} from '../../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

const uploaded: FileRef = { id: 70, name: 'bow.png', mimeType: 'image/png', fileUrl: '/api/storage/70?sig=get' };

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi(current = vessel) {
  const fileRequests: unknown[] = [];
  const vesselUpdates: UpdateVesselRequest[] = [];
  serveApi({
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, current),
    'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/vessels/9/consumption-rates': () => jsonResponse(200, vesselRates),
    'GET /api/vessels/9/consumptions': () => jsonResponse(200, []),
    'GET /api/vessels/9/questionnaire/consumptions': () => jsonResponse(200, []),
    'GET /api/vessels/9/technologies-installed-status': () =>
      jsonResponse(200, {
        vesselTechnologiesInstalledStatus: [],
        availableTechnologies: [],
        existingEnergySavingTechnologies: null,
        version: 1,
      }),
    'POST /api/files': (body) => {
      fileRequests.push(body);
      return jsonResponse(201, {
        presignedUrl: '/api/storage/70?sig=put',
        file: { ...uploaded, description: null, contentSize: 4, fileUrl: null },
      });
    },
    'PUT /api/vessels/9': (body) => {
      const update = body as UpdateVesselRequest;
      vesselUpdates.push(update);
      const image = update.vesselImage1?.id ? uploaded : null;
      return jsonResponse(200, { ...current, vesselImage1: image, modifiedOn: new Date().toISOString() });
    },
  });
  return { fileRequests, vesselUpdates };
}

const slot = async () => within(await screen.findByRole('group', { name: 'Vessel Image 1' }));
const fileInput = () => {
  const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]')[0];
  if (!input) throw new Error('No file input');
  return input;
};

describe('report images', { timeout: 20_000 }, () => {
  it('uploads an image with progress, attaches it to the vessel and shows the preview', async () => {
    const user = userEvent.setup();
    const { fileRequests, vesselUpdates } = stubApi();
    renderRoute(`${vesselPath}/edit`);
    const image1 = await slot();
    expect(image1.getByText('No image')).toBeInTheDocument();

    await user.upload(fileInput(), new File(['abcd'], 'bow.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(fileRequests).toEqual([{ name: 'bow.png', contentSize: 4, mimeType: 'image/png', usage: 'image' }]);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({
      method: 'PUT',
      url: '/api/storage/70?sig=put',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'image/png' },
    });
    expect(xhr?.headers).not.toHaveProperty('Authorization');

    act(() => xhr?.progress(2, 5));
    expect(image1.getByRole('progressbar', { name: 'Vessel Image 1 upload' })).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr?.respond(201));

    await waitFor(() => expect(vesselUpdates).toEqual([{ vesselImage1: { id: 70 }, version: 1 }]));
    expect(await image1.findByRole('img', { name: 'Vessel Image 1' })).toHaveAttribute('src', uploaded.fileUrl);
    expect(image1.queryByRole('progressbar')).toBeNull();
  });

  it('refuses other file types and files over the size limit before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fileRequests } = stubApi();
    renderRoute(`${vesselPath}/edit`);
    await slot();

    await user.upload(fileInput(), new File(['gif'], 'bow.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toasts.messages()).toEqual([fileTypeNotAllowedMessage('image')]));

    const huge = new File(['x'], 'bow.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: limits.maxUploadBytes + 1 });
    await user.upload(fileInput(), huge);
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: fileTooLargeMessage }));
    expect(fileTooLargeMessage).toBe('File is too large. Max file size allowed is 90 MB.');
    expect(fileRequests).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it("shows the storage's error text when the upload fails", async () => {
    const user = userEvent.setup();
    const { vesselUpdates } = stubApi();
    renderRoute(`${vesselPath}/edit`);
    await slot();

    await user.upload(fileInput(), new File(['abcd'], 'bow.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]?.respond(403, JSON.stringify({ error: 'This link is invalid or has expired' })));

    await waitFor(() => expect(toasts.messages()).toEqual(['This link is invalid or has expired']));
    expect(vesselUpdates).toEqual([]);
  });

  it('clears an image after confirmation', async () => {
    const user = userEvent.setup();
    const { vesselUpdates } = stubApi({ ...vessel, vesselImage1: uploaded });
    renderRoute(`${vesselPath}/edit`);
    const image1 = await slot();
    expect(image1.getByRole('img', { name: 'Vessel Image 1' })).toBeInTheDocument();

    await user.click(image1.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(customerMessages.clearImageConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(vesselUpdates).toEqual([]);

    await user.click(image1.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(vesselUpdates).toEqual([{ vesselImage1: { id: null }, version: 1 }]));
    expect(await image1.findByText('No image')).toBeInTheDocument();
  });
});
