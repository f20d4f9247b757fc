import { type FileDto, type IncludedTechnology, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../../test/api.ts';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { availablePolishing, includedAir, report, solutionDesign, stubReportApi } from './test-data.ts';

const toasts = signedInWithToasts();

const added: IncludedTechnology = {
  ...includedAir,
  id: 102,
  technology: availablePolishing.technology,
  vesselTypeTechnologyDetailSnapshotId: 502,
};

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Propeller Polishing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Propeller Polishing' });
  await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
  return dialog;
}

const field = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByRole('textbox', { name: label });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

const calcFile: FileDto = {
  id: 60,
  name: 'calc.xlsx',
  description: null,
  contentSize: 4,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  fileUrl: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  modifiedOn: '2026-01-01T00:00:00.000Z',
} as FileDto;

function uploadAnswers(extract: () => Response) {
  return {
    'POST /api/files': () => jsonResponse(201, { presignedUrl: '/api/storage/60?sig=put', file: calcFile }),
    'PUT /api/storage/60': () => jsonResponse(201),
    'GET /api/files/60': () => jsonResponse(200, { ...calcFile, fileUrl: '/api/storage/60?sig=get' }),
    'GET /api/files/60/extract-calculation-data': extract,
  };
}

async function uploadCalculationFile(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const group = within(dialog).getByRole('group', { name: /Calculation file/ });
  const input = group.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['data'], 'calc.xlsx', { type: calcFile.mimeType }));
}

/** The section with the add form open; the bodies of its saves are recorded. */
async function openAddRecordingSaves(user: ReturnType<typeof userEvent.setup>) {
  const bodies: unknown[] = [];
  stubReportApi(
    {},
    {
      'POST /api/reports/30/included-technologies': (body) => {
        bodies.push(body);
        return jsonResponse(201, added);
      },
    },
  );
  renderPart(<ReportTechnologiesSection report={report} />);
  return { bodies, dialog: await openAdd(user) };
}

describe('technology savings form', { timeout: 60_000 }, () => {
  it('adds a technology prefilled with its values, showing total cost and the what-if before saving', async () => {
    const user = userEvent.setup();
    const { bodies, dialog } = await openAddRecordingSaves(user);

    expect(field(dialog, 'Savings (%)')).toHaveValue('3');
    expect(field(dialog, 'Installation cost (USD)')).toHaveValue('5000');
    expect(field(dialog, 'Total cost (USD)')).toHaveValue('7,000.00');
    await retype(user, field(dialog, 'Equipment cost (USD)'), '1000');
    expect(field(dialog, 'Total cost (USD)')).toHaveValue('8,000.00');

    // 1000 MT HFO on the main engine: air lubrication 5 % leaves 950, polishing 3 % of it saves 28.5;
    // 200 MT MGO on the auxiliary engine: 3 % saves 6. Total 50 + 34.5.
    const whatIf = await within(dialog).findByRole('region', { name: 'Effect on the report' });
    expect(within(whatIf).getByTestId('what-if Total fuel savings (MT)')).toHaveTextContent('84.50');
    expect(within(whatIf).getByText('50.00')).toBeInTheDocument();

    await user.type(field(dialog, 'Potential for the vessel'), 'Good fit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyAdded));
    expect(bodies[0]).toMatchObject({
      technology: { id: 8 },
      vesselTypeTechnologyDetailSnapshotId: 502,
      calcSavings: 3,
      calcConfidenceInterval: 1,
      calcEquipmentCost: 1000,
      calcInstallationCost: 5000,
      calcOperationCost: 2000,
      potentialForVessel: 'Good fit',
      technologyMaker: null,
      technologySupplier: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const calls = stubReportApi();
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openAdd(user);

    await retype(user, field(dialog, 'Savings (%)'), '0');
    await retype(user, field(dialog, 'Confidence interval (%)'), '');
    await retype(user, field(dialog, 'Operation cost (USD/year)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('*')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be a number')).toBeInTheDocument();
    expect(toasts.messages()).toContain('One or more fields not filled out correct');
    expect(callsTo(calls, 'POST', '/api/reports/30/included-technologies')).toHaveLength(0);
  });

  it('sets Savings (%) to 0 and read-only once a fixed MT value is above 0, Savings (MT) from the engine', async () => {
    const user = userEvent.setup();
    const { bodies, dialog } = await openAddRecordingSaves(user);

    // Only the (category, type) pairs the vessel burns: HFO on the main engine, MGO on the auxiliary
    // engine; not MGO on the main engine, nor its unused LNG rate.
    const fixed = within(dialog).getByRole('group', { name: 'Fixed savings (MT)' });
    expect(
      within(fixed)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['Main Engine – Heavy Fuel Oil (MT)', 'Auxiliary Engine – Marine Gas Oil (MT)']);
    await user.type(field(dialog, 'Main Engine – Heavy Fuel Oil (MT)'), '30');
    await user.type(field(dialog, 'Auxiliary Engine – Marine Gas Oil (MT)'), '2.5');

    expect(field(dialog, 'Savings (%)')).toHaveValue('0');
    expect(field(dialog, 'Savings (%)')).toHaveAttribute('readonly');
    expect(field(dialog, 'Savings (MT)')).toHaveValue('32.50');
    // Air lubrication leaves 950 MT on the main engine; the fixed 30 + 2.5 come on top of its 50.
    expect(within(dialog).getByTestId('what-if Total fuel savings (MT)')).toHaveTextContent('82.50');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as { calcSavings: number; vesselTechnologyFixedConsumptionSavings: unknown[] };
    expect(body.calcSavings).toBe(0);
    expect(body.vesselTechnologyFixedConsumptionSavings).toContainEqual({
      fixedCalcSavingsInMt: 30,
      consumptionCategory: { id: 1 },
      consumptionType: { id: 1 },
    });
    expect(body.vesselTechnologyFixedConsumptionSavings).toContainEqual({
      fixedCalcSavingsInMt: 2.5,
      consumptionCategory: { id: 2 },
      consumptionType: { id: 2 },
    });
  });

  it('requires a maker in a solution design', async () => {
    const user = userEvent.setup();
    const calls = stubReportApi({ report: solutionDesign });
    renderPart(<ReportTechnologiesSection report={solutionDesign} />);
    const dialog = await openAdd(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Technology maker (*)')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/reports/31/included-technologies')).toHaveLength(0);
  });

  it('fills the values found in an uploaded calculation file', async () => {
    const user = userEvent.setup();
    stubReportApi(
      {},
      uploadAnswers(() =>
        jsonResponse(200, {
          calcSavings: 7.5,
          calcConfidenceInterval: null,
          calcEquipmentCost: 12000,
          calcInstallationCost: null,
          calcOperationCost: 300,
        }),
      ),
    );
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openAdd(user);

    await uploadCalculationFile(user, dialog);

    await waitFor(() => expect(field(dialog, 'Savings (%)')).toHaveValue('7.5'));
    expect(field(dialog, 'Equipment cost (USD)')).toHaveValue('12000');
    expect(field(dialog, 'Operation cost (USD/year)')).toHaveValue('300');
    expect(field(dialog, 'Confidence interval (%)')).toHaveValue('1');
    expect(within(dialog).getByRole('link', { name: 'calc.xlsx' })).toBeInTheDocument();
    expect(toasts.messages()).not.toContain(reportMessages.extractFailed);
  });

  it('warns when nothing could be extracted, and asks before clearing the file', async () => {
    const user = userEvent.setup();
    stubReportApi(
      {},
      uploadAnswers(() =>
        jsonResponse(200, {
          calcSavings: null,
          calcConfidenceInterval: null,
          calcEquipmentCost: null,
          calcInstallationCost: null,
          calcOperationCost: null,
        }),
      ),
    );
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openAdd(user);

    await uploadCalculationFile(user, dialog);

    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.extractFailed));
    expect(toasts.last()?.color).toBe('yellow');
    expect(field(dialog, 'Savings (%)')).toHaveValue('3');

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(reportMessages.clearCalculationFileConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'calc.xlsx' })).not.toBeInTheDocument());
  });

  it("warns with the server's reason when it refuses to read the file", async () => {
    const user = userEvent.setup();
    const reason = reportMessages.extractXlsUnsupported;
    stubReportApi(
      {},
      uploadAnswers(() => jsonResponse(422, { error: reason })),
    );
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openAdd(user);

    await uploadCalculationFile(user, dialog);

    await waitFor(() => expect(toasts.messages()).toContain(reason));
    expect(toasts.last()?.color).toBe('yellow');
  });

  it('edits an included technology and shows the server field errors on their fields', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    stubReportApi(
      {},
      {
        'PUT /api/reports/30/included-technologies/101': (body) => {
          bodies.push(body);
          return bodies.length === 1
            ? jsonResponse(400, { calcEquipmentCost: ['Must be at most 1,000,000,000,000'] })
            : jsonResponse(200, includedAir);
        },
      },
    );
    renderPart(<ReportTechnologiesSection report={report} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Air Lubrication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Air Lubrication' });
    expect(await within(dialog).findByRole('textbox', { name: 'Savings (%)' })).toHaveValue('5');
    const fixed = within(dialog).getByRole('group', { name: 'Fixed savings (MT)' });
    expect(
      within(fixed)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('aria-label')),
    ).toEqual(['Main Engine – Heavy Fuel Oil (MT)']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 1,000,000,000,000')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyUpdated));
    expect(bodies[1]).toMatchObject({ calcSavings: 5, calcEquipmentCost: 100000, version: 1 });
  });

  it('gives focus back to the Edit button when closed by Escape and after a save', async () => {
    const user = userEvent.setup();
    stubReportApi({}, { 'PUT /api/reports/30/included-technologies/101': () => jsonResponse(200, includedAir) });
    renderPart(<ReportTechnologiesSection report={report} />);
    const edit = await screen.findByRole('button', { name: 'Edit Air Lubrication' });
    await user.click(edit);
    let dialog = await screen.findByRole('dialog', { name: 'Edit Air Lubrication' });
    await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(edit);
    dialog = await screen.findByRole('dialog', { name: 'Edit Air Lubrication' });
    await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyUpdated));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
