import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2e } from './env.ts';

/** Undoes quoted-printable line folding and escapes, as a mail reader would. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest mail to `to` in the outbox and returns the first link in it. */
export async function linkFromLatestMail(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      if (!existsSync(e2e.outboxDir)) return '';
      const files = readdirSync(e2e.outboxDir, { withFileTypes: true })
        .filter((f) => f.isFile() && f.name.endsWith(`${to}.eml`))
        .map((f) => f.name)
        .sort();
      const newest = files.at(-1);
      if (!newest) return '';
      const body = decodeQuotedPrintable(readFileSync(path.join(e2e.outboxDir, newest), 'utf8'));
      link = body.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
