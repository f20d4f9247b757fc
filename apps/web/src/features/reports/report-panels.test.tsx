import { type NovelTechnology, reportMessages } from '@backoffice/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, serveApi } from '../../../test/api.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { renderRoute, signIn, spyOnToasts } from '../../../test/render.tsx';
import {
  availableTechnology,
  makeReport,
  novelTechnology,
  reportPageHandlers,
  screeningPath,
} from '../../../test/report-records.ts';
import { choose, optionsOf, selectInput } from '../../../test/select.ts';

configure({ asyncUtilTimeout: 3000 });

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

describe('novel technologies panel', { timeout: 20_000 }, () => {
  const available = [availableTechnology(1, 'Air lubrication'), availableTechnology(2, 'Hull coating')];

  it('adds a technology not yet novel; a technology must be chosen', async () => {
    const user = userEvent.setup();
    let novel: NovelTechnology[] = [novelTechnology(7, 2, 'Hull coating')];
    const bodies: unknown[] = [];
    serveApi({
      ...reportPageHandlers(makeReport(), { available }),
      'GET /api/reports/31/novel-technologies': () => jsonResponse(200, novel),
      'POST /api/reports/31/novel-technologies': (body) => {
        bodies.push(body);
        novel = [...novel, novelTechnology(8, 1, 'Air lubrication')];
        return jsonResponse(201, novel.at(-1));
      },
    });
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Novel Technologies' });
    expect(await within(panel).findByRole('cell', { name: 'Hull coating' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Technology (*)')).toBeInTheDocument();
    expect(toasts.messages()).toEqual(['One or more fields not filled out correct']);

    const select = selectInput(panel, /Technology/);
    expect(await optionsOf(user, select)).toEqual(['Air lubrication']);
    await user.keyboard('{Escape}');
    await choose(user, select, 'Air lubrication');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.novelTechnologyAdded));
    expect(bodies).toEqual([{ technology: { id: 1 } }]);
    expect(await within(panel).findByRole('cell', { name: 'Air lubrication' })).toBeInTheDocument();
    await waitFor(() => expect(selectInput(panel, /Technology/)).toBeDisabled());
    expect(within(panel).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('removes a novel technology after confirmation', async () => {
    const user = userEvent.setup();
    let novel: NovelTechnology[] = [novelTechnology(7, 2, 'Hull coating')];
    const calls = serveApi({
      ...reportPageHandlers(makeReport(), { available }),
      'GET /api/reports/31/novel-technologies': () => jsonResponse(200, novel),
      'DELETE /api/novel-technologies/7': () => {
        novel = [];
        return jsonResponse(204);
      },
    });
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Novel Technologies' });
    await user.click(await within(panel).findByRole('button', { name: 'Remove Hull coating' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(reportMessages.removeNovelTechnologyConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(callsTo(calls, 'DELETE', '/api/novel-technologies/7')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Remove Hull coating' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.novelTechnologyRemoved]));
    expect(await within(panel).findByText('No novel technologies')).toBeInTheDocument();
  });

  it('cannot add when no technology is available', async () => {
    serveApi(reportPageHandlers(makeReport()));
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Novel Technologies' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Add' })).toBeDisabled());
    expect(selectInput(panel, /Technology/)).toHaveAttribute('placeholder', 'No technologies available');
  });
});

describe('regulatory impact panel', { timeout: 20_000 }, () => {
  const field = (panel: HTMLElement, label: RegExp) => within(panel).getByRole('textbox', { name: label });

  it('accepts positive numbers or empty, and saves', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    serveApi({
      ...reportPageHandlers(makeReport()),
      'PUT /api/reports/31/regulatory-impact': (body) => {
        bodies.push(body);
        return jsonResponse(200, makeReport({ regulatoryImpactPctInEu: 50, regulatoryImpactStartYear: 2027 }));
      },
    });
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Regulatory Impact' }, { timeout: 15_000 });
    await user.type(field(panel, /% in EU/), '-5');
    await user.type(field(panel, /Carbon rate/), 'abc');
    await user.type(field(panel, /Start year/), '2027.5');
    await user.type(field(panel, /Number of years/), '0');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findAllByText('Must be a positive number')).toHaveLength(2);
    expect(within(panel).getAllByText('Must be a positive whole number')).toHaveLength(2);
    expect(within(panel).getByText('% in EU (*)')).toBeInTheDocument();
    // The field says what the share is of, and how to work it out: CO2 in EU ETS scope, not voyages.
    expect(field(panel, /% in EU/)).toHaveAccessibleDescription(/share of the vessel's CO2 in EU ETS scope/);
    expect(bodies).toEqual([]);

    await user.clear(field(panel, /% in EU/));
    await user.type(field(panel, /% in EU/), '50');
    await user.clear(field(panel, /Carbon rate/));
    await user.clear(field(panel, /Start year/));
    await user.type(field(panel, /Start year/), '2027');
    await user.clear(field(panel, /Number of years/));
    await user.type(field(panel, /CII Projection Description/), 'Rating C until 2030');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.regulatoryImpactUpdated));
    expect(bodies).toEqual([
      {
        regulatoryImpactPctInEu: 50,
        regulatoryImpactCarbonRate: null,
        regulatoryImpactStartYear: 2027,
        regulatoryImpactNumberOfYears: null,
        regulatoryImpactDescription: 'Rating C until 2030',
        regulatoryImpactUsdPerEur: 1.1,
        version: 1,
      },
    ]);
  });

  it('names the carbon rate’s currency and takes a USD per EUR rate above 0 and at most 10', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    serveApi({
      ...reportPageHandlers(makeReport()),
      'PUT /api/reports/31/regulatory-impact': (body) => {
        bodies.push(body);
        return jsonResponse(200, makeReport({ regulatoryImpactUsdPerEur: 1.08 }));
      },
    });
    renderRoute(screeningPath);
    // The panel loads just after the page.
    const panel = await screen.findByRole('region', { name: 'Regulatory Impact' }, { timeout: 15_000 });
    expect(field(panel, /^Carbon rate \(EUR per t CO2\)/)).toHaveValue('');
    const rate = field(panel, /^USD per EUR/);
    expect(rate).toHaveValue('1.1');
    for (const [typed, message] of [
      ['0', 'Must be a positive number'],
      ['12', 'Must be at most 10'],
    ]) {
      await user.clear(rate);
      await user.type(rate, typed!);
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      expect(await within(panel).findByText(message!, {}, { timeout: 15_000 })).toBeInTheDocument();
    }
    expect(bodies).toEqual([]);
    await user.clear(rate);
    await user.type(rate, '1.08');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.regulatoryImpactUpdated));
    expect(bodies).toEqual([expect.objectContaining({ regulatoryImpactUsdPerEur: 1.08 })]);
  }, 60_000);

  it("says 'Failed to update Regulatory Impact' when the save fails", async () => {
    const user = userEvent.setup();
    serveApi({
      ...reportPageHandlers(makeReport()),
      'PUT /api/reports/31/regulatory-impact': () => jsonResponse(409, { error: reportMessages.reportLocked }),
    });
    renderRoute(screeningPath);
    const panel = await screen.findByRole('region', { name: 'Regulatory Impact' });
    await user.type(field(panel, /Carbon rate/), '85');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.regulatoryImpactFailed]));
  });

  it('uploads an xlsx file and attaches it', async () => {
    const user = userEvent.setup();
    const fileRequests: unknown[] = [];
    const attached: unknown[] = [];
    const file = {
      id: 90,
      name: 'ets.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    serveApi({
      ...reportPageHandlers(makeReport()),
      'POST /api/files': (body) => {
        fileRequests.push(body);
        return jsonResponse(201, {
          presignedUrl: '/api/storage/90?sig=put',
          file: { ...file, description: null, contentSize: 4, fileUrl: null },
        });
      },
      'PUT /api/reports/31/regulatory-impact/file': (body) => {
        attached.push(body);
        return jsonResponse(200, makeReport({ regulatoryImpactFile: { ...file, fileUrl: '/api/storage/90?sig=get' } }));
      },
    });
    renderRoute(screeningPath);
    const group = await screen.findByRole('group', { name: 'Regulatory Impact file' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept=".xlsx"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['abcd'], 'ets.xlsx', { type: file.mimeType }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(fileRequests).toEqual([
      { name: 'ets.xlsx', contentSize: 4, mimeType: file.mimeType, usage: 'regulatoryImpact' },
    ]);
    expect(within(group).getByRole('button', { name: 'Upload file' })).toHaveAttribute('data-loading', 'true');
    act(() => FakeXhr.sent[0]?.respond(201));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.regulatoryImpactFileUploaded]));
    expect(attached).toEqual([{ regulatoryImpactFile: { id: 90 }, version: 1 }]);
    expect(await within(group).findByRole('link', { name: 'ets.xlsx' })).toHaveAttribute(
      'href',
      '/api/storage/90?sig=get',
    );
  });

  it('deletes the file after confirmation, and says so when that fails', async () => {
    const user = userEvent.setup();
    const file = {
      id: 90,
      name: 'ets.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileUrl: '/x',
    };
    let fail = true;
    const bodies: unknown[] = [];
    serveApi({
      ...reportPageHandlers(makeReport({ regulatoryImpactFile: file })),
      'PUT /api/reports/31/regulatory-impact/file': (body) => {
        bodies.push(body);
        return fail ? jsonResponse(500, { error: 'boom' }) : jsonResponse(200, makeReport());
      },
    });
    renderRoute(screeningPath);
    const group = await screen.findByRole('group', { name: 'Regulatory Impact file' });
    await user.click(within(group).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText(reportMessages.deleteRegulatoryFileConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toEqual([reportMessages.regulatoryImpactFileDeleteFailed]));

    fail = false;
    await user.click(within(group).getByRole('button', { name: 'Delete file' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toasts.messages()).toContain(reportMessages.regulatoryImpactFileDeleted));
    expect(bodies).toEqual([
      { regulatoryImpactFile: null, version: 1 },
      { regulatoryImpactFile: null, version: 1 },
    ]);
    expect(await within(group).findByText('No file')).toBeInTheDocument();
  });
});
