import { messages, reportMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../../../test/api.ts';
import { renderPart, signedInWithToasts } from '../../../../test/render-part.tsx';
import { ReportTechnologiesSection } from './report-technologies-section.tsx';
import { includedAir, report, stubReportApi, value } from './test-data.ts';

const toasts = signedInWithToasts();

const scrolled = vi.fn();
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    scrolled(this);
  });
});
afterEach(() => scrolled.mockReset());

type User = ReturnType<typeof userEvent.setup>;

async function openAdd(user: User) {
  const calls = stubReportApi();
  renderPart(<ReportTechnologiesSection report={report} />);
  await user.click(await screen.findByRole('button', { name: 'Add Propeller Polishing' }));
  // The form loads with the first Add: its chunk may take a while on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Add Propeller Polishing' }, { timeout: 15_000 });
  await within(dialog).findByRole('textbox', { name: 'Savings (%)' });
  return { calls, dialog };
}

const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByRole('textbox', { name: label });

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

const whatIfOf = (dialog: HTMLElement) => within(dialog).findByRole('region', { name: 'Effect on the report' });

describe('the savings form checks what it calculates', { timeout: 60_000 }, () => {
  it('shows Savings (MT) as the engine computes it for a savings %, updated as the consultant types', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAdd(user);

    // Polishing acts after air lubrication (5 %) on the main engine's 1000 MT HFO, which leaves 950,
    // and alone on the auxiliary engine's 200 MT MGO: 3 % saves 28.5 + 6 = 34.5, not 0.
    await waitFor(() => expect(field(dialog, 'Savings (MT)')).toHaveValue('34.50'));
    await retype(user, field(dialog, 'Savings (%)'), '4');
    // 950 × 4 % + 200 × 4 % = 38 + 8.
    await waitFor(() => expect(field(dialog, 'Savings (MT)')).toHaveValue('46.00'));
  });

  it('refuses a fixed MT value above the annual consumption on its field, with the number formatted', async () => {
    const user = userEvent.setup();
    const { calls, dialog } = await openAdd(user);

    await user.type(field(dialog, 'Main Engine – Heavy Fuel Oil (MT)'), '1500');
    const tooMuch = "Must be at most 1,000, the vessel's annual consumption";
    // The what-if says which field to fix instead of showing figures from it, and Savings (MT) shows none.
    const whatIf = await whatIfOf(dialog);
    await waitFor(() => expect(whatIf).toHaveTextContent(`Main Engine – Heavy Fuel Oil (MT): ${tooMuch}`));
    expect(within(whatIf).queryByTestId('what-if Total fuel savings (MT)')).not.toBeInTheDocument();
    expect(field(dialog, 'Savings (MT)')).toHaveValue('–');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const input = field(dialog, /^Main Engine – Heavy Fuel Oil \(MT\)/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText(tooMuch).length).toBeGreaterThan(0);
    expect(callsTo(calls, 'POST', '/api/reports/30/included-technologies')).toHaveLength(0);

    // 1,000 itself is allowed; air lubrication acts first on the main engine and leaves 950 of it.
    await retype(user, input, '1000');
    await waitFor(() => expect(field(dialog, 'Savings (MT)')).toHaveValue('950.00'));
  });

  it('refuses a saved fixed MT value on a pair the vessel no longer burns until it is cleared', async () => {
    const user = userEvent.setup();
    const mgo = { id: 2, name: 'Marine Gas Oil' };
    const stale = {
      ...includedAir,
      calcSavings: value(0),
      vesselTechnologyFixedConsumptionSavings: [
        { fixedCalcSavingsInMt: 40, consumptionCategory: { id: 1, name: 'Main Engine' }, consumptionType: mgo },
      ],
    };
    stubReportApi({ included: [stale] });
    renderPart(<ReportTechnologiesSection report={report} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Air Lubrication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Air Lubrication' });
    const whatIf = await whatIfOf(dialog);
    await waitFor(() =>
      expect(whatIf).toHaveTextContent(`Main Engine – Marine Gas Oil (MT): ${reportMessages.fixedSavingNotConsumed}`),
    );
    await retype(user, field(dialog, 'Main Engine – Marine Gas Oil (MT)'), '');
    await retype(user, field(dialog, 'Savings (%)'), '5');
    await waitFor(() => expect(field(dialog, 'Savings (MT)')).toHaveValue('50.00'));
  });

  it('shows no what-if figures from invalid input, only the fields to fix', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAdd(user);
    const whatIf = await whatIfOf(dialog);
    await waitFor(() => expect(within(whatIf).getByTestId('what-if Njord Score')).toBeInTheDocument());

    await retype(user, field(dialog, 'Savings (%)'), '250');
    await waitFor(() => expect(whatIf).toHaveTextContent('Savings (%): Must be at most 100'));
    expect(within(whatIf).queryByTestId('what-if Njord Score')).not.toBeInTheDocument();
    expect(within(whatIf).queryByTestId('what-if Payback (years)')).not.toBeInTheDocument();

    await retype(user, field(dialog, 'Savings (%)'), '0');
    await waitFor(() => expect(whatIf).toHaveTextContent(`Savings (%): ${messages.mustBeGreaterThanZero}`));
    await retype(user, field(dialog, 'Savings (%)'), '-3');
    await waitFor(() => expect(whatIf).toHaveTextContent(`Savings (%): ${messages.mustBeGreaterThanZero}`));

    await retype(user, field(dialog, 'Savings (%)'), '3');
    await waitFor(() => expect(within(whatIf).getByTestId('what-if Njord Score')).toBeInTheDocument());
    expect(within(whatIf).getByTestId('what-if Njord Score')).toHaveTextContent(/^\d+ \/ 100$/);
  });

  it('brings the first field in error into view, and shows the same toast only once', async () => {
    const user = userEvent.setup();
    const { dialog } = await openAdd(user);

    await retype(user, field(dialog, 'Installation cost (USD)'), 'abc');
    await retype(user, field(dialog, 'Savings (%)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    const first = field(dialog, /^Savings \(%\)/);
    expect(scrolled.mock.calls[0]![0]).toBe(first);
    expect(first).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages().filter((m) => m === messages.formInvalid)).toHaveLength(2));
    // Shown twice with one id: Mantine keeps one toast of an id on screen.
    const ids = toasts.current!.all().map((toast) => toast.id);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
  });
});
