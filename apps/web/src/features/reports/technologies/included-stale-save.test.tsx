import { changedBy, type IncludedTechnology, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/api.ts';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { includedAir, report, stubReportApi, value } from './test-data.ts';

const toasts = signedInWithToasts();
const stale = changedBy('Grace Hopper', '2024-05-02T09:30:00.000Z');

describe('a stale save of an included technology', { timeout: 30_000 }, () => {
  it('keeps the typed values in the dialog, and after Reload shows the saved ones beside them', async () => {
    const user = userEvent.setup();
    const state = { included: { ...includedAir, version: 4 } as IncludedTechnology, accept: false };
    const bodies: Record<string, unknown>[] = [];
    stubReportApi(
      {},
      {
        'GET /api/reports/30/included-technologies': () => jsonResponse(200, [state.included]),
        'PUT /api/reports/30/included-technologies/101': (body) => {
          bodies.push(body as Record<string, unknown>);
          return state.accept ? jsonResponse(200, state.included) : jsonResponse(409, { error: stale });
        },
      },
    );
    renderPart(<ReportTechnologiesSection report={report} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Air Lubrication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Air Lubrication' });
    const equipment = await within(dialog).findByRole('textbox', { name: /^Equipment/ });
    await user.clear(equipment);
    await user.type(equipment, '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(equipment).toHaveValue('150000');
    expect(bodies[0]).toMatchObject({ calcEquipmentCost: 150000, version: 4 });

    state.included = { ...includedAir, calcEquipmentCost: value(120000), calcOperationCost: value(900), version: 5 };
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByText(/Saved by the other person: 120000/)).toBeInTheDocument();
    expect(equipment).toHaveValue('150000');
    expect(within(dialog).getByRole('textbox', { name: /^Operation/ })).toHaveValue('900');

    state.accept = true;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyUpdated));
    expect(bodies[1]).toMatchObject({ calcEquipmentCost: 150000, calcOperationCost: 900, version: 5 });
  });
});
