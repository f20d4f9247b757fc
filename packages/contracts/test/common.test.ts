import { describe, expect, it } from 'vitest';
import {
  email,
  hasLoneSurrogate,
  isoDate,
  optionalText,
  password,
  requiredText,
  searchQuery,
  storableText,
} from '../src/common.ts';
import { historyQuery } from '../src/history.ts';
import { requestMessages } from '../src/request-messages.ts';

const unstorable = requestMessages.unstorableCharacter;
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('a text that cannot be stored', () => {
  it('is one with half of a surrogate pair alone, wherever it stands', () => {
    for (const text of [
      '\ud800',
      '\udfff',
      'a\ud83db',
      'a\ude00b',
      'end\ud83d',
      '\ude00\ud83d',
      '\ud83d\ud83d\ude00',
    ]) {
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is not one with whole pairs, an emoji or none at all', () => {
    for (const text of ['', 'plain', '😀', 'a😀b😀', '\ud83d\ude00', 'Æblegrød ☕ 𝄞']) {
      expect(hasLoneSurrogate(text), text).toBe(false);
    }
  });

  it('is refused by every text schema with its message; an emoji passes', () => {
    const schemas = [storableText(), requiredText(), optionalText(), password, email];
    for (const schema of schemas) {
      expect(messagesOf(schema.safeParse('long enough \ud800 text'))).toEqual([unstorable]);
    }
    expect(storableText().parse('ship 😀')).toBe('ship 😀');
    expect(requiredText().parse(' 😀 ')).toBe('😀');
    expect(optionalText().parse('😀')).toBe('😀');
    expect(password.parse('secret😀')).toBe('secret😀');
    expect(messagesOf(searchQuery.safeParse({ search: '\udc00' }))).toEqual([unstorable]);
  });

  it('keeps the other rules of a field', () => {
    expect(messagesOf(requiredText(3).safeParse('long\ud800'))).toEqual([unstorable, 'At most 3 characters']);
    expect(optionalText().parse('')).toBeNull();
  });
});

describe('a calendar date', () => {
  it('is a day that exists, as YYYY-MM-DD', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isoDate.safeParse(day).success, day).toBe(true);
    }
    for (const day of [
      '2026-13-01',
      '9999-99-99',
      '0000-00-00',
      '2026-02-29',
      '2026-04-31',
      '2026-1-1',
      '2026-01',
      '0000-01-01',
    ]) {
      expect(messagesOf(isoDate.safeParse(day)), day).toEqual(['Must be a date (YYYY-MM-DD)']);
    }
  });

  it("bounds the history's days", () => {
    expect(historyQuery.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({ from: '2026-01-01' });
    expect(messagesOf(historyQuery.safeParse({ to: '2026-13-01' }))).toEqual(['Must be a date (YYYY-MM-DD)']);
  });
});
