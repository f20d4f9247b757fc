import {
  catalogueMessages,
  type FileDto,
  type Supplier,
  type TechnologyMaker,
  type TechnologySupplier,
} from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import { callsTo, stubTechnologyApi } from '../../../test/technology-records.ts';

// The bytes go straight to storage; here they arrive at once.
vi.mock('../../api/blob-upload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/blob-upload.ts')>()),
  putBlob: vi.fn(async () => {}),
}));

configure({ asyncUtilTimeout: 3000 });

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  toasts = spyOnToasts();
  signIn({ isAdmin: true, role: 1 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const company = (id: number, name: string, country: string | null = null): Supplier => ({
  id,
  name,
  country,
  description: null,
  version: 1,
});

const suppliers = [company(1, 'Acme Marine', 'Norway'), company(2, 'Blue Seas', 'Denmark'), company(3, 'Coral Ltd')];
const linkedSupplier: TechnologySupplier = {
  technologySupplierId: 50,
  supplier: { id: 1, name: 'Acme Marine', country: 'Norway' },
};

function selectInput(scope: HTMLElement, label: RegExp): HTMLInputElement {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${label}`);
  return input as HTMLInputElement;
}

describe('technology suppliers', { timeout: 20_000 }, () => {
  it('adds a supplier not listed yet, requiring a choice', async () => {
    const user = userEvent.setup();
    let links = [linkedSupplier];
    const added: unknown[] = [];
    stubTechnologyApi({
      'GET /api/suppliers': () => jsonResponse(200, suppliers),
      'GET /api/technologies/7/suppliers': () => jsonResponse(200, links),
      'POST /api/technologies/7/suppliers': (body) => {
        added.push(body);
        links = [...links, { technologySupplierId: 51, supplier: { id: 2, name: 'Blue Seas', country: 'Denmark' } }];
        return jsonResponse(201, links.at(-1));
      },
    });
    renderRoute('/technologies/7/suppliers');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Country', 'Actions']);
    expect(await within(table).findByText('Norway')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Supplier' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Add Supplier' });
    const dialog = within(dialogElement);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('Supplier (*)')).toBeInTheDocument();
    expect(dialog.getByText('*')).toBeInTheDocument();

    await user.click(selectInput(dialogElement, /^Supplier/));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Blue Seas', 'Coral Ltd']);
    await user.click(screen.getByRole('option', { name: 'Blue Seas', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologySupplierAdded }));
    expect(added).toEqual([{ supplier: { id: 2 } }]);
    expect(await within(table).findByText('Blue Seas')).toBeInTheDocument();
  });

  it('removes a supplier after confirmation', async () => {
    const user = userEvent.setup();
    let links = [linkedSupplier];
    const fetchMock = stubTechnologyApi({
      'GET /api/technologies/7/suppliers': () => jsonResponse(200, links),
      'DELETE /api/technologies/7/suppliers/1': () => {
        links = [];
        return jsonResponse(204);
      },
    });
    renderRoute('/technologies/7/suppliers');

    await user.click(await screen.findByRole('button', { name: 'Remove Acme Marine' }));
    expect(await screen.findByText(catalogueMessages.removeSupplierConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/technologies/7/suppliers/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Acme Marine' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologySupplierRemoved }));
    expect(await screen.findByText('No suppliers')).toBeInTheDocument();
  });
});

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const makers = [company(4, 'Maker One'), company(5, 'Maker Two')];
const storedFile = (id: number, name: string, mimeType: string): FileDto => ({
  id,
  name,
  description: null,
  contentSize: 4,
  mimeType,
  fileUrl: `/api/storage/${id}?sig=get`,
});
const makerLink: TechnologyMaker = {
  technologyMakerId: 60,
  maker: { id: 4, name: 'Maker One', country: null },
  calcSavings: 6,
  calcConfidenceInterval: 15,
  calcEquipmentCost: 900,
  calcInstallationCost: 100,
  calcOperationCost: 5,
  serviceLifeYears: null,
  calculationTemplateFile: null,
  wordTemplateFile: { id: 81, name: 'one.docx', mimeType: docx, fileUrl: '/api/storage/81' },
  version: 1,
};

function stubMakersApi(links: TechnologyMaker[] = []) {
  const sent: { method: string; body: unknown }[] = [];
  const files = new Map<number, FileDto>();
  const record = (method: string) => (body: unknown) => {
    sent.push({ method, body });
    return jsonResponse(method === 'POST' ? 201 : 200, makerLink);
  };
  const stored = (id: number) => () => jsonResponse(files.has(id) ? 200 : 404, files.get(id));
  const fetchMock = stubTechnologyApi({
    'GET /api/makers': () => jsonResponse(200, makers),
    'GET /api/technologies/7/makers': () => jsonResponse(200, links),
    'POST /api/technologies/7/makers': record('POST'),
    'PUT /api/technologies/7/makers/4': record('PUT'),
    'DELETE /api/technologies/7/makers/4': () => jsonResponse(204),
    // Uploads get the ids 90, 91 …; the upload answers no fileUrl until the bytes are in.
    'POST /api/files': (body) => {
      const { name, mimeType } = body as { name: string; mimeType: string };
      const file = storedFile(90 + files.size, name, mimeType);
      files.set(file.id, file);
      return jsonResponse(201, { presignedUrl: `/api/storage/${file.id}?sig=put`, file: { ...file, fileUrl: null } });
    },
    'GET /api/files/90': stored(90),
    'GET /api/files/91': stored(91),
    // The bytes go to the signed upload URL (the local storage driver's, under /api).
    'PUT /api/storage/90': () => jsonResponse(201),
    'PUT /api/storage/91': () => jsonResponse(201),
  });
  return { sent, fetchMock };
}

const fileInput = (dialog: HTMLElement, label: string) => {
  const input = within(dialog).getByRole('group', { name: label }).querySelector('input[type="file"]');
  if (!input) throw new Error(`No file input for ${label}`);
  return input as HTMLInputElement;
};

describe('technology makers', { timeout: 30_000 }, () => {
  it('lists the makers with their values and templates', async () => {
    stubMakersApi([makerLink]);
    renderRoute('/technologies/7/makers');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Maker',
      'Savings (%)',
      'Confidence interval (%)',
      'Equipment cost (USD)',
      'Installation cost (USD)',
      'Operation cost (USD/year)',
      'Templates',
    ]);
    const row = (await within(table).findByText('Maker One')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Maker One', '6', '15', '900', '100', '5', 'one.docx']);
  });

  it('refuses to create without a Word template, then sends both template ids', async () => {
    const user = userEvent.setup();
    const { sent } = stubMakersApi();
    renderRoute('/technologies/7/makers');

    await user.click(await screen.findByRole('button', { name: 'Add Maker' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Add Maker' });
    const dialog = within(dialogElement);
    expect(dialog.getByRole('textbox', { name: /^Savings \(%\)/ })).toHaveValue('5');
    expect(dialog.getByRole('textbox', { name: /^Operation cost/ })).toHaveValue('10');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Maker (*)')).toBeInTheDocument();

    await user.click(selectInput(dialogElement, /^Maker/));
    await user.click(await screen.findByRole('option', { name: 'Maker Two', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.wordTemplateRequired }));
    expect(catalogueMessages.wordTemplateRequired).toBe('Please upload Word template to create technology maker');
    expect(sent).toEqual([]);

    await user.upload(
      fileInput(dialogElement, 'Calculation template'),
      new File(['calc'], 'calc.xlsx', { type: xlsx }),
    );
    expect(await dialog.findByRole('link', { name: 'calc.xlsx' })).toHaveAttribute('href', '/api/storage/90?sig=get');
    await user.upload(fileInput(dialogElement, 'Word template'), new File(['word'], 'report.docx', { type: docx }));
    expect(await dialog.findByRole('link', { name: 'report.docx' })).toHaveAttribute('href', '/api/storage/91?sig=get');
    const savings = dialog.getByRole('textbox', { name: /^Savings \(%\)/ });
    await user.clear(savings);
    await user.type(savings, '7.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyMakerCreated }));
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          maker: { id: 5 },
          calcSavings: 7.5,
          calcConfidenceInterval: 20,
          calcEquipmentCost: 1000,
          calcInstallationCost: 200,
          calcOperationCost: 10,
          serviceLifeYears: null,
          calculationTemplateFile: { id: 90 },
          wordTemplateFile: { id: 91 },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Maker' })).toBeNull());
  });

  it('gives focus back to Add Maker when its dialog closes', async () => {
    const user = userEvent.setup();
    stubMakersApi();
    renderRoute('/technologies/7/makers');
    const add = await screen.findByRole('button', { name: 'Add Maker' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Maker' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Maker' })).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('edits a maker with PUT and removes it after confirmation', async () => {
    const user = userEvent.setup();
    const { sent, fetchMock } = stubMakersApi([makerLink]);
    renderRoute('/technologies/7/makers');

    await user.click(await screen.findByText('Maker One'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Maker' }));
    expect(dialog.getByRole('textbox', { name: /^Savings \(%\)/ })).toHaveValue('6');
    expect(dialog.getByRole('link', { name: 'one.docx' })).toBeInTheDocument();
    const operation = dialog.getByRole('textbox', { name: /^Operation cost/ });
    await user.clear(operation);
    await user.type(operation, 'many');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Must be a number')).toBeInTheDocument();
    await user.clear(operation);
    await user.type(operation, '8');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyMakerUpdated }));
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: expect.objectContaining({
          maker: { id: 4 },
          calcOperationCost: 8,
          calculationTemplateFile: null,
          wordTemplateFile: { id: 81 },
          version: 1,
        }),
      },
    ]);

    await user.click(await screen.findByText('Maker One'));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Maker' }));
    await user.click(again.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(catalogueMessages.removeMakerConfirm)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/technologies/7/makers/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.last()).toMatchObject({ message: catalogueMessages.technologyMakerRemoved }));
    expect(callsTo(fetchMock, 'DELETE', '/api/technologies/7/makers/4')).toHaveLength(1);
  });
});
