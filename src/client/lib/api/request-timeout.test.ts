import { describe, expect, it } from 'vitest';
import { readNetworkContext, requestTimeoutMs } from './request-timeout.ts';

describe('request time-out', () => {
  const desktop = { online: true, coarsePointer: false, narrowScreen: false };

  it('gives a desktop 30 s', () => {
    expect(requestTimeoutMs(desktop)).toBe(30_000);
  });

  it('gives a coarse pointer or a narrow screen 60 s', () => {
    expect(requestTimeoutMs({ ...desktop, coarsePointer: true })).toBe(60_000);
    expect(requestTimeoutMs({ ...desktop, narrowScreen: true })).toBe(60_000);
  });

  it('gives 5 s while offline, whatever the device', () => {
    expect(requestTimeoutMs({ ...desktop, online: false })).toBe(5_000);
    expect(requestTimeoutMs({ online: false, coarsePointer: true, narrowScreen: true })).toBe(
      5_000,
    );
  });

  it('reads an online desktop outside a browser', () => {
    expect(readNetworkContext()).toEqual({
      online: true,
      coarsePointer: false,
      narrowScreen: false,
    });
  });
});
