import { messages, referenceDataMessages, vesselTypeRequest } from '@backoffice/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '../../test/api.ts';
import { renderRoute, signIn, spyOnToasts } from '../../test/render.tsx';
import { vesselTypes } from '../../test/vessel-records.ts';

configure({ asyncUtilTimeout: 3000 });

// The chunk of the contracts' schemas arrives when the test lets it, as over a slow network.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./contracts-chunk.ts', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

it('a form checked before the schemas arrive shows the contracts’ messages once they do, then saves', {
  timeout: 20_000,
}, async () => {
  const toasts = spyOnToasts();
  const user = userEvent.setup();
  const posted: unknown[] = [];
  serveApi({
    'GET /api/vessel-types': () => jsonResponse(200, vesselTypes),
    'POST /api/vessel-types': (body) => {
      posted.push(body);
      return jsonResponse(201, { id: 3, name: 'Ro-Ro', shortName: 'RR', version: 1 });
    },
  });
  signIn({ isAdmin: true, role: 1 });
  renderRoute('/vessel-types');

  await user.click(await screen.findByRole('button', { name: 'Create Vessel Type' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Vessel Type' });
  await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
  await user.paste('x'.repeat(201));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).queryByText('Name (*)')).toBeNull();

  arrival.arrive();
  const expected = vesselTypeRequest.safeParse({ name: 'x'.repeat(201), shortName: '' }).error?.issues;
  expect(expected?.map((issue) => issue.message)).toEqual(['At most 200 characters', messages.required]);
  expect(await within(dialog).findByText('At most 200 characters')).toBeInTheDocument();
  expect(within(dialog).getByText('Name (*)')).toBeInTheDocument();
  expect(within(dialog).getByText('Short name (*)')).toBeInTheDocument();
  expect(toasts.messages()).toEqual([messages.formInvalid]);
  expect(posted).toEqual([]);

  await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Ro-Ro ');
  await user.type(within(dialog).getByRole('textbox', { name: /^Short name/ }), 'RR');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts.last()).toMatchObject({ message: referenceDataMessages.vesselTypeCreated }));
  expect(posted).toEqual([{ name: 'Ro-Ro', shortName: 'RR' }]);
});
