import {
  formMessages,
  type IncludedTechnology,
  type ReportAvailableTechnology,
  reportMessages,
} from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../../test/api.ts';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { availablePolishing, includedAir, report, solutionDesign, stubReportApi, value } from './test-data.ts';

const toasts = signedInWithToasts();

const includedTable = async () => (await screen.findAllByRole('table'))[0]!;
const availableTable = async () => (await screen.findAllByRole('table'))[1]!;

describe('included and available technologies', { timeout: 20_000 }, () => {
  it('lists the included technologies with their values at 2 decimals and the available ones', async () => {
    stubReportApi();
    renderPart(<ReportTechnologiesSection report={report} />);

    const included = await includedTable();
    const row = (await within(included).findByText('Air Lubrication')).closest('tr')!;
    expect(
      within(included)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Technology',
      'Savings (%)',
      'Confidence interval (%)',
      'Equipment (USD)',
      'Installation (USD)',
      'Operation cost (USD/year)',
      'Total cost (USD)',
      'Savings (MT)',
      'Actions',
    ]);
    for (const text of ['5.00', '1.50', '100,000.00', '20,000.00', '1,000.00', '121,000.00', '50.00']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).queryByText(/screening:/)).not.toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Included in the screening report' })).not.toBeInTheDocument();

    const available = await availableTable();
    const offered = (await within(available).findByText('Propeller Polishing')).closest('tr')!;
    expect(within(offered).getByText('3.00')).toBeInTheDocument();
    expect(within(offered).getByText('7,000.00')).toBeInTheDocument();
  });

  it('saves a note on a value', async () => {
    const user = userEvent.setup();
    const notes: unknown[] = [];
    const calls = stubReportApi(
      {},
      {
        'PUT /api/included-technologies/101/calcEquipmentCost': (body) => {
          notes.push(body);
          return jsonResponse(200, { ...includedAir, calcEquipmentCost: value(100000, { note: 'Quote from yard' }) });
        },
      },
    );
    renderPart(<ReportTechnologiesSection report={report} />);

    await user.click(await screen.findByRole('button', { name: 'Note on Equipment (USD) of Air Lubrication' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Note on Equipment (USD) of Air Lubrication' }),
      'Quote from yard',
    );
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(notes).toEqual([{ note: 'Quote from yard', version: 1 }]));
    await waitFor(() => expect(toasts.messages()).toContain('Saved'));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/reports/30/included-technologies')).toHaveLength(2));
  });

  it('asks before a typed note is closed unsaved, by a click outside, Escape or Cancel; Keep editing keeps the text', async () => {
    const user = userEvent.setup();
    const calls = stubReportApi();
    renderPart(<ReportTechnologiesSection report={report} />);
    const subject = 'Note on Equipment (USD) of Air Lubrication';
    const question = () => screen.findByRole('dialog', { name: 'Unsaved changes' }, { timeout: 5_000 });

    // Nothing typed: Cancel closes at once.
    await user.click(await screen.findByRole('button', { name: subject }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: subject })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: subject }));
    await user.type(await screen.findByRole('textbox', { name: subject }), 'Quote from yard');
    for (const close of [
      () => user.click(document.body),
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await close();
      expect(within(await question()).getByText(formMessages.discardChanges)).toBeInTheDocument();
      await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
      // Back in the note, with the typed text.
      expect(screen.getByRole('textbox', { name: subject })).toHaveValue('Quote from yard');
      expect(screen.getByRole('textbox', { name: subject })).toHaveFocus();
    }

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: subject })).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', '/api/included-technologies/101/calcEquipmentCost')).toHaveLength(0);
    // Opened again, the editor starts from the note as saved.
    await user.click(screen.getByRole('button', { name: subject }));
    expect(await screen.findByRole('textbox', { name: subject })).toHaveValue('');
  });

  it('removes a technology after confirmation and reloads the tables and results', async () => {
    const user = userEvent.setup();
    let included: IncludedTechnology[] = [includedAir];
    const calls = stubReportApi(
      {},
      {
        'GET /api/reports/30/included-technologies': () => jsonResponse(200, included),
        'DELETE /api/reports/30/included-technologies/101': () => {
          included = [];
          return jsonResponse(204);
        },
      },
    );
    renderPart(<ReportTechnologiesSection report={report} />);

    const removeButton = await screen.findByRole('button', { name: 'Remove Air Lubrication' });
    await user.click(removeButton);
    expect(await screen.findByText(reportMessages.removeTechnologyConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(callsTo(calls, 'DELETE', '/api/reports/30/included-technologies/101')).toHaveLength(0);
    // Focus goes back to the button that asked, not to the page.
    await waitFor(() => expect(removeButton).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove Air Lubrication' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyRemoved));
    expect(await within(await includedTable()).findByText('No technologies included yet')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/reports/30/available-technologies').length).toBeGreaterThanOrEqual(2);
  });

  it('gives focus after an Add to the next Add button, else to the added technology’s Edit button', async () => {
    const user = userEvent.setup();
    const availableHull: ReportAvailableTechnology = {
      ...availablePolishing,
      vesselTypeTechnologyDetailSnapshotId: 503,
      technology: { ...availablePolishing.technology, id: 11, name: 'Hull Coating' },
    };
    const addedPolishing: IncludedTechnology = { ...includedAir, id: 102, technology: availablePolishing.technology };
    let included: IncludedTechnology[] = [includedAir];
    let available = [availablePolishing, availableHull];
    stubReportApi(
      {},
      {
        'GET /api/reports/30/included-technologies': () => jsonResponse(200, included),
        'GET /api/reports/30/available-technologies': () => jsonResponse(200, available),
        'POST /api/reports/30/included-technologies': (body) => {
          const id = (body as { technology: { id: number } }).technology.id;
          const adding = available.find((row) => row.technology.id === id)!;
          const added = { ...addedPolishing, id: 100 + id, technology: adding.technology };
          included = [...included, added];
          available = available.filter((row) => row !== adding);
          return jsonResponse(201, added);
        },
      },
    );
    renderPart(<ReportTechnologiesSection report={report} />);

    const addWithKeyboard = async (name: string) => {
      (await screen.findByRole('button', { name: `Add ${name}` })).focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: `Add ${name}` });
      await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    // The first of two: focus goes to the Add button now in its place.
    await addWithKeyboard('Propeller Polishing');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Hull Coating' })).toHaveFocus());
    // The last one: focus goes to it among the included technologies.
    await addWithKeyboard('Hull Coating');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Hull Coating' })).toHaveFocus());
    expect(within(await availableTable()).getByText('No technologies available')).toBeInTheDocument();
  });

  it('shows in a solution design the green dot and the screening value beside a value that differs', async () => {
    const inBoth: IncludedTechnology = {
      ...includedAir,
      isIncludedInScreeningReport: true,
      calcSavings: value(6, { screeningValue: 5 }),
      calcOperationCost: value(1000, { screeningValue: 1000 }),
    };
    const onlyHere: IncludedTechnology = {
      ...includedAir,
      id: 102,
      technology: { ...includedAir.technology, id: 9, name: 'Waste Heat Recovery' },
    };
    stubReportApi({ report: solutionDesign, included: [inBoth, onlyHere] });
    renderPart(<ReportTechnologiesSection report={solutionDesign} />);

    const table = await includedTable();
    const dotted = (await within(table).findByText('Air Lubrication')).closest('tr')!;
    expect(within(dotted).getByRole('img', { name: 'Included in the screening report' })).toBeInTheDocument();
    expect(
      within(dotted)
        .getAllByText(/screening:/)
        .map((e) => e.textContent),
    ).toEqual(['screening: 5.00']);
    const plain = within(table).getByText('Waste Heat Recovery').closest('tr')!;
    expect(within(plain).queryByRole('img', { name: 'Included in the screening report' })).not.toBeInTheDocument();
  });

  it('locks add, edit and remove in a completed report', async () => {
    const locked = { ...report, status: 8, isLocked: true };
    stubReportApi({ report: locked });
    renderPart(<ReportTechnologiesSection report={locked} />);

    expect(await screen.findByRole('button', { name: 'Edit Air Lubrication' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Air Lubrication' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Add Propeller Polishing' })).toBeDisabled();
  });
});
