import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/render.tsx';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { report, stubReportApi } from './test-data.ts';

signedInWithToasts();

const field = (dialog: HTMLElement, label: RegExp | string) => within(dialog).getByRole('textbox', { name: label });

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  // The first dialog of a run loads its code: a slow machine takes a while.
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: button }, { timeout: 15_000 });
  await within(dialog).findByRole('textbox', { name: 'Savings (%)' }, { timeout: 15_000 });
  return dialog;
}

const makerInput = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByLabelText(/Technology maker/)
    .find((element) => element.tagName === 'INPUT')!;

describe('the savings form’s technology maker', { timeout: 60_000 }, () => {
  it('offers the chosen maker’s values instead of overwriting the form, and fills them on request', async () => {
    const user = userEvent.setup();
    stubReportApi();
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openDialog(user, 'Add Propeller Polishing');

    await user.click(makerInput(dialog));
    await user.click(await screen.findByRole('option', { name: 'Hydrex' }));

    // The consultant's (here the catalogue's) figures stay until they take the maker's.
    expect(field(dialog, 'Savings (%)')).toHaveValue('3');
    expect(field(dialog, 'Installation cost (USD)')).toHaveValue('5000');
    const offer = within(dialog).getByRole('group', { name: "Hydrex's values" });
    expect(offer).toHaveTextContent(
      'Hydrex: savings 4.00 %, confidence interval ± 0.50 %, equipment 100.00 USD, installation 6,000.00 USD, ' +
        'operation 2,500.00 USD per year',
    );

    await user.click(within(offer).getByRole('button', { name: "Use Hydrex's values" }));
    expect(field(dialog, 'Savings (%)')).toHaveValue('4');
    expect(field(dialog, 'Confidence interval (%)')).toHaveValue('0.5');
    expect(field(dialog, 'Equipment cost (USD)')).toHaveValue('100');
    expect(field(dialog, 'Installation cost (USD)')).toHaveValue('6000');
    expect(field(dialog, 'Operation cost (USD/year)')).toHaveValue('2500');
    // Once the form shows them, there is nothing left to offer.
    expect(within(dialog).queryByRole('button', { name: "Use Hydrex's values" })).not.toBeInTheDocument();

    // A figure changed by hand brings the offer back.
    await user.clear(field(dialog, 'Savings (%)'));
    await user.type(field(dialog, 'Savings (%)'), '3.5');
    expect(within(dialog).getByRole('button', { name: "Use Hydrex's values" })).toBeInTheDocument();
  });

  it('says when a technology has no maker yet, without a catalogue link for a User', async () => {
    const user = userEvent.setup();
    stubReportApi();
    renderPart(<ReportTechnologiesSection report={report} />);
    const dialog = await openDialog(user, 'Edit Air Lubrication');

    expect(await within(dialog).findByText('No maker for this technology yet')).toBeInTheDocument();
    expect(makerInput(dialog)).toBeDisabled();
    expect(within(dialog).queryByRole('link', { name: /in the catalogue/ })).not.toBeInTheDocument();
  });

  it('links an admin to the technology’s makers in the catalogue', async () => {
    signIn({ isAdmin: true, role: 1 });
    const user = userEvent.setup();
    stubReportApi();
    renderPart(
      <MemoryRouter>
        <ReportTechnologiesSection report={report} />
      </MemoryRouter>,
    );
    const dialog = await openDialog(user, 'Edit Air Lubrication');

    expect(await within(dialog).findByText(/No maker for this technology yet/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Add a maker to Air Lubrication in the catalogue' });
    expect(link).toHaveAttribute('href', '/technologies/7/makers');
  });
});
