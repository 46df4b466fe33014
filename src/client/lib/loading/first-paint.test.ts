import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, firstPaintDone, holdRequestsUntilFirstPaint } from './first-paint.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
};

describe('the first-paint gate of requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is open unless held', async () => {
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('opens after the frame that follows the first render', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    holdRequestsUntilFirstPaint();
    const gate = afterFirstPaint();
    expect(await settled(gate)).toBe(false);
    firstPaintDone();
    expect(await settled(gate)).toBe(false);
    frames.forEach((frame) => frame());
    expect(await settled(gate)).toBe(true);
  });

  it('opens after 100 ms when no frame comes (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    holdRequestsUntilFirstPaint();
    const gate = afterFirstPaint();
    let open = false;
    void gate.then(() => (open = true));
    firstPaintDone();
    await vi.advanceTimersByTimeAsync(99);
    expect(open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toBe(true);
    vi.useRealTimers();
  });
});
