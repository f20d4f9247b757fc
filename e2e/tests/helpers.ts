import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { e2e } from './env.ts';

let counter = 0;
/** A unique e-mail per call, so journeys never collide on one database. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@backoffice.test`;
}

/** A form field by its label, which gains ' (*)' while the field has an error. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\(\\*\\))?$`));
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectFrontPage(page);
}

const expectFrontPage = (page: Page) =>
  expect(page.getByRole('main').getByRole('heading', { name: 'Back office' })).toBeVisible();

/**
 * Signs in through the API: the session the sign-in page would keep (as the API answers it, JSON) and
 * the header that carries it, for a journey's set-up.
 */
export async function apiSession(request: APIRequestContext, user = e2e.admin) {
  const token = await request.post('/api/auth/token', {
    data: { username: user.email, password: user.password },
  });
  expect(token.ok()).toBe(true);
  const session = await token.text();
  return { session, headers: { authorization: `bearer ${JSON.parse(session).bearerToken}` } };
}

/**
 * Signs the tab in without the sign-in page, for the journeys that test something else: the session the
 * sign-in page would keep (sessionStorage 'backoffice.session', apps/web/src/session/session-store.ts) is
 * asked of the API and written into the tab, which is left on a page of the app's origin that is not the
 * app. The journey then opens its first page.
 */
export async function signInThroughApi(page: Page, user = e2e.admin) {
  const { session } = await apiSession(page.request, user);
  await page.goto('/api/health');
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: 'backoffice.session',
    value: session,
  });
}

/** Signs the tab in without the sign-in page and opens the front page, where `signIn` ends. */
export async function startSignedIn(page: Page, user = e2e.admin) {
  await signInThroughApi(page, user);
  await page.goto('/');
  await expectFrontPage(page);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A notification with this text appears. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Creates a User through the API as the first Super Admin: the set-up step of a journey. */
export async function createUserViaApi(
  request: APIRequestContext,
  user: { email: string; password: string; fullName: string; role?: number },
) {
  const { headers: auth } = await apiSession(request);
  const departments = await request.get('/api/departments', { headers: auth });
  const [department] = await departments.json();
  const created = await request.post('/api/users', {
    headers: auth,
    data: { role: 0, title: null, phone: null, ...user, department: { id: department.id } },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

/** A client and project with one vessel, made through the staff screens' API; answers the vessel page path. */
export async function createVesselViaApi(page: Page, clientName: string, vesselName: string) {
  const { headers } = await apiSession(page.request);
  const customer = await (await page.request.post('/api/customers', { headers, data: { name: clientName } })).json();
  const project = await (
    await page.request.post('/api/projects', {
      headers,
      data: { name: 'Fleet screening', customer: { id: customer.id } },
    })
  ).json();
  const types = await (await page.request.get('/api/vessel-types', { headers })).json();
  const bulk = types.find((type: { name: string }) => type.name === 'Bulk Carrier');
  const vessel = await (
    await page.request.post('/api/vessels', {
      headers,
      data: { name: vesselName, project: { id: project.id }, vesselType: { id: bulk.id } },
    })
  ).json();
  return `/customers/${customer.id}/projects/${project.id}/vessels/${vessel.id}`;
}
