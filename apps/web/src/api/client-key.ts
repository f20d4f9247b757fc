export function readClientKey(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-client-key"]');
  const key = meta?.content.trim();
  return key ? key : null;
}
