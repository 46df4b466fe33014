import { describe, expect, it } from 'vitest';
import {
  RealtimeFeedForm,
  RealtimeFeedInput,
  feedPortProblem,
  formHeaders,
} from './realtime-feeds.ts';

const form = {
  name: 'Caltrain',
  url: 'https://api.example.org/vehiclepositions',
  intervalS: 30,
  headerName: '',
  headerValue: '',
  dropHeaders: false,
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('a feed source as the admin gives it', () => {
  it('polls every 5 s or more, over http or https', () => {
    expect(messages(RealtimeFeedForm.safeParse({ ...form, intervalS: 4 }))).toEqual([
      'Poll every 5 seconds or more',
    ]);
    expect(messages(RealtimeFeedForm.safeParse({ ...form, url: 'ftp://example.org/vp' }))).toEqual([
      'The URL starts with http:// or https://',
    ]);
  });

  it('is fetched over port 80, 443 or 1024 and above, saying why another is refused', () => {
    expect(
      messages(RealtimeFeedForm.safeParse({ ...form, url: 'http://feeds.example.org:9/vp' })),
    ).toEqual(['Port 9 is not allowed: feeds are fetched over ports 80, 443 or 1024–65535']);
    for (const url of [
      'http://feeds.example.org:80/vp',
      'https://feeds.example.org:443/vp',
      'http://feeds.example.org:8080/vp',
      'http://feeds.example.org:1024/vp',
      'http://feeds.example.org/vp',
    ])
      expect(messages(RealtimeFeedForm.safeParse({ ...form, url }))).toEqual([]);
    expect(feedPortProblem('https://feeds.example.org:22/vp')).toMatch(/^Port 22 is not allowed/);
  });

  it('carries no user name or password in its URL', () => {
    for (const url of ['https://me:pw@api.example.org/vp', 'https://me@api.example.org/vp'])
      expect(messages(RealtimeFeedForm.safeParse({ ...form, url }))).toEqual([
        'Put no user name or password in the URL: send a key as a header',
      ]);
  });

  it('takes a header with both its name and value, and refuses a line break in either', () => {
    expect(messages(RealtimeFeedForm.safeParse({ ...form, headerName: 'x-api-key' }))).toEqual([
      'Give the header a value',
    ]);
    expect(messages(RealtimeFeedForm.safeParse({ ...form, headerValue: 'k' }))).toEqual([
      'Name the header',
    ]);
    expect(
      RealtimeFeedInput.safeParse({
        ...form,
        headers: [{ name: 'x-api-key', value: 'a\r\nx-evil: 1' }],
        paused: false,
      }).success,
    ).toBe(false);
  });

  it('sends its header, none when dropped, or nothing (keep those set) when left empty', () => {
    const parsed = (over: object) => RealtimeFeedForm.parse({ ...form, ...over });
    expect(formHeaders(parsed({ headerName: 'x-api-key', headerValue: 'k1' }))).toEqual([
      { name: 'x-api-key', value: 'k1' },
    ]);
    expect(formHeaders(parsed({ dropHeaders: true }))).toEqual([]);
    expect(formHeaders(parsed({}))).toBeUndefined();
  });
});
