import { File as NodeFile } from 'node:buffer';
import type { CompanyProfile, SignInOptions } from '@backoffice/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Mock, vi } from 'vitest';
import { answerSchema } from './api-answers.ts';

/** The company profile before an admin saves it: dates read in UTC. */
export const emptyCompanyProfile: CompanyProfile = {
  name: null,
  address: null,
  website: null,
  logo: null,
  brandColour: null,
  disclaimer: null,
  timeZone: 'UTC',
  modifiedOn: null,
  version: 1,
};

/** The sign-in page's question: how staff may sign in (the password alone, unless a test offers a provider). */
const signInOptionsPath = '/api/auth/sign-in-options';
const passwordOnly: SignInOptions = { password: true, oidc: null };

/**
 * The mock service worker every web test's API calls go to (started in setup.ts). The staff shell
 * reads the company profile for its time zone: a test that stubs no API gets the profile before an
 * admin saved it (a test's own stubs come first). The sign-in page asks how staff may sign in: the
 * password alone, unless a test answers otherwise (`offerSignInOptions`); the stand-ins of `mockApi`
 * and `serveApi` leave that question to these answers, so their queued answers and calls stay the test's.
 */
export const server = setupServer(
  http.get('*/api/company-profile', () => HttpResponse.json(emptyCompanyProfile)),
  http.get(`*${signInOptionsPath}`, () => HttpResponse.json(passwordOnly)),
);

/** The sign-in page is told these ways to sign in (a provider's button). */
export function offerSignInOptions(options: SignInOptions) {
  server.use(http.get(`*${signInOptionsPath}`, () => HttpResponse.json(options)));
}

/** Answers that did not fit the API's contract, reported after the test (see setup.ts). */
export const driftedAnswers: string[] = [];

export function jsonResponse(status: number, body?: unknown, contentType = 'application/json'): Response {
  if (body === undefined) return new Response(null, { status });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

/** A call as the app made it: the path with its query, and method, headers and body. */
export type ApiCall = [input: string, init: RequestInit];

/** Records the calls that reached the stand-in API, in the shape `fetch` was called with. */
export type ApiCalls = Mock<(input: string, init: RequestInit) => Promise<Response>>;

/**
 * Node 24's multipart parser makes each file with the global File, which is jsdom's here, and then
 * refuses it as none of its own: it parses with Node's File in place.
 */
async function readMultipart(request: Request): Promise<FormData> {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await request.clone().formData();
  } finally {
    globalThis.File = jsdomFile;
  }
}

async function readRequestBody(request: Request): Promise<BodyInit | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return readMultipart(request);
  const text = await request.clone().text();
  return text === '' ? undefined : text;
}

async function checkAnswer(method: string, pathname: string, response: Response): Promise<void> {
  const schema = answerSchema(method, pathname);
  const type = response.headers.get('Content-Type') ?? '';
  if (!schema || !response.ok || !type.includes('json')) return;
  const result = schema.safeParse(await response.clone().json());
  if (result.success) return;
  const issues = (result.error as { issues?: { path: PropertyKey[]; message: string }[] }).issues ?? [];
  const text = issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
  driftedAnswers.push(`${method} ${pathname}: ${text}`);
}

/**
 * Serves every `/api/*` call through `answer` (a vitest mock, so tests can queue answers and read
 * the calls); a rejected answer is a network error. Answers are checked against the contracts
 * unless `checked` is false (tests of the transport itself, whose answers are no real resources).
 */
function serve(answer: ApiCalls, checked = true): ApiCalls {
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      // Left to the answers above (a resolver that returns nothing passes the call on).
      if (url.pathname === signInOptionsPath) return undefined;
      const input = `${url.pathname}${url.search}`;
      const init: RequestInit = {
        method: request.method,
        headers: request.headers,
        body: await readRequestBody(request),
      };
      let response: Response | undefined;
      try {
        response = await answer(input, init);
      } catch {
        return HttpResponse.error();
      }
      if (!response) return jsonResponse(404, { error: `No answer for ${request.method} ${input}` });
      if (checked) await checkAnswer(request.method, url.pathname, response);
      return response;
    }),
  );
  return answer;
}

/** The stand-in API answers what the test queues (`mockResolvedValueOnce`, `mockImplementation`). */
export function mockApi({ checked = true }: { checked?: boolean } = {}): ApiCalls {
  return serve(vi.fn<(input: string, init: RequestInit) => Promise<Response>>(), checked);
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export type Handlers = Record<string, Handler>;

/**
 * Answers by 'METHOD /api/path' (query ignored; the handler gets the JSON body, or the FormData of
 * a multipart call, and the URL); unknown calls answer 404.
 */
export function answerBy(handlers: Handlers) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) return jsonResponse(404, { error: `No stub for ${key}` });
    return handler(parseBody(init.body), url);
  };
}

/** The stand-in API answering with `handlers` (see answerBy); answers the recorded calls. */
export function serveApi(handlers: Handlers): ApiCalls {
  return serve(vi.fn(answerBy(handlers)));
}

/** True for the body of a multipart call (a file upload). */
export function isFormData(body: unknown): body is FormData {
  return typeof body === 'object' && body !== null && typeof (body as FormData).get === 'function';
}

/** The recorded calls of one method and path (query ignored). */
export function callsTo(calls: ApiCalls, method: string, pathname: string): ApiCall[] {
  return calls.mock.calls.filter(
    ([input, init]) => (init.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === pathname,
  );
}
