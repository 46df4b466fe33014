import { describe, expect, it } from 'vitest';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { createLivePublisher } from './live-publisher.ts';

const trip = (state: LiveTrip['state']) => ({ tripId: 't1', routeId: 'r1', state }) as LiveTrip;

describe('publishing a trip that left the road', () => {
  it('sends its page the state, then forgets; the maps hear its bus is gone', async () => {
    const hub = createInProcessHub();
    const heard: Record<string, unknown[]> = { 'trip:t1': [], 'route:r1': [], fleet: [] };
    for (const channel of Object.keys(heard))
      hub.subscribe(channel, (message) => heard[channel]!.push(message));
    let followed = true;
    const publisher = createLivePublisher({
      hub,
      log: { warn: () => undefined },
      // A trip with no fix is forgotten every tick: only after it was told.
      trip: () => (followed ? trip('cancelled') : undefined),
      bus: () => undefined,
      afterTick: () => void (followed = false),
    });
    publisher.touch('t1');
    await publisher.flush();
    expect(heard['trip:t1']).toEqual([trip('cancelled')]);
    expect(heard['route:r1']).toEqual([{ kind: 'positions', buses: [], gone: ['t1'] }]);
    expect(heard.fleet).toEqual([{ kind: 'positions', buses: [], gone: ['t1'] }]);
    await publisher.close();
  });

  it('says nothing on the maps of a trip still waiting for its bus', async () => {
    const hub = createInProcessHub();
    const fleet: unknown[] = [];
    hub.subscribe('fleet', (message) => fleet.push(message));
    const publisher = createLivePublisher({
      hub,
      log: { warn: () => undefined },
      trip: () => trip('scheduled'),
      bus: () => undefined,
    });
    publisher.touch('t1');
    await publisher.flush();
    expect(fleet).toEqual([]);
    await publisher.close();
  });
});
