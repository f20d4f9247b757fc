import { File as NodeFile } from 'node:buffer';

/**
 * jsdom's FormData and File are not Node's, so Node's fetch would send a jsdom file as 'blob' and
 * lose its name. Before a multipart call reaches the stand-in API, its body is copied into Node's
 * FormData, so the server side sees the file name and type a browser sends.
 */
export async function sendFormDataAsInABrowser(): Promise<void> {
  const probe = new Request('http://localhost/', {
    method: 'POST',
    body: 'probe=1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const NodeFormData = (await probe.formData()).constructor as typeof FormData;
  const send = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return send(input, init);
    const body = new NodeFormData();
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') body.append(name, value);
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        body.append(name, new NodeFile([bytes], value.name, { type: value.type }) as unknown as File);
      }
    }
    return send(input, { ...init, body });
  };
}
