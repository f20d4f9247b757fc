import { type IncludedTechnology, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../../test/api.ts';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { includedAir, report, stubReportApi } from './test-data.ts';

const toasts = signedInWithToasts();

const rotorSails: IncludedTechnology = {
  ...includedAir,
  id: 103,
  vesselTypeTechnologyDetailSnapshotId: 503,
  technology: {
    ...includedAir.technology,
    id: 9,
    name: 'Rotor Sails',
    shortName: 'RS',
    savingsCategory: { id: 1, name: 'Propulsion' },
    windAssisted: true,
  },
};

type User = ReturnType<typeof userEvent.setup>;

/** The report with air lubrication and rotor sails included; the bodies of the rotor sails' saves are recorded. */
function stubWithRotorSails() {
  const bodies: unknown[] = [];
  const calls = stubReportApi(
    { included: [includedAir, rotorSails] },
    {
      'GET /api/technologies/9/makers': () => jsonResponse(200, []),
      'GET /api/technologies/9/suppliers': () => jsonResponse(200, []),
      'PUT /api/reports/30/included-technologies/103': (body) => {
        bodies.push(body);
        return jsonResponse(200, { ...rotorSails, windPowerKw: 1200, version: 2 });
      },
    },
  );
  renderPart(<ReportTechnologiesSection report={report} />);
  return { bodies, calls };
}

async function openEdit(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
  await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
  return dialog;
}

const windPower = (dialog: HTMLElement) => within(dialog).queryByRole('textbox', { name: /^Rated wind power \(kW\)/ });

describe("the savings form's rated wind power", { timeout: 60_000 }, () => {
  it('asks for it for a wind-assisted technology only', async () => {
    const user = userEvent.setup();
    stubWithRotorSails();

    let dialog = await openEdit(user, 'Air Lubrication');
    expect(windPower(dialog)).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openEdit(user, 'Rotor Sails');
    expect(windPower(dialog)).toHaveValue('');
    expect(windPower(dialog)).toHaveAccessibleDescription(
      "For the FuelEU Maritime wind reward, set against the main engine's MCR power",
    );
  });

  it('refuses a negative power under the field, and sends the power as a number', async () => {
    const user = userEvent.setup();
    const { bodies, calls } = stubWithRotorSails();
    const dialog = await openEdit(user, 'Rotor Sails');

    await user.type(windPower(dialog) as HTMLElement, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = await within(dialog).findByRole('textbox', { name: /^Rated wind power \(kW\) \(\*\)/ });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Must be at least 0'));
    expect(callsTo(calls, 'PUT', '/api/reports/30/included-technologies/103')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.technologyUpdated));
    expect(bodies).toEqual([expect.objectContaining({ windPowerKw: 1200, version: 1 })]);
  });
});
