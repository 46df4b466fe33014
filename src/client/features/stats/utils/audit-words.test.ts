import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#shared/stats/stats.ts';
import { actionWords, actorName, pastTense, timeAgo } from './audit-words.ts';

const entry = (over: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  at: '2030-05-10T10:00:00.000Z',
  actor: { id: 'u1', name: 'Nina Network', email: 'nina@example.com' },
  action: 'stop.create',
  entity: 'stop',
  entityId: 's1',
  label: 'Landshut Hbf',
  ...over,
});

describe('audit entries in words', () => {
  it('says who, naming the system and deleted accounts', () => {
    expect(actorName(entry({}))).toBe('Nina Network');
    expect(actorName(entry({ actor: null }))).toBe('The system');
    expect(actorName(entry({ actor: { id: 'gone', name: null, email: null } }))).toBe(
      'A deleted account',
    );
  });

  it('says what was done and to what', () => {
    expect(actionWords(entry({}))).toBe('added stop Landshut Hbf');
    expect(actionWords(entry({ action: 'fare.update', entity: 'fare', label: 'X10 Munich' }))).toBe(
      'changed the fare of X10 Munich',
    );
    expect(
      actionWords(entry({ action: 'user.set-role', entity: 'user', label: 'bob@example.com' })),
    ).toBe('changed the role of user bob@example.com');
    expect(
      actionWords(
        entry({ action: 'seat-layout.create', entity: 'seat-layout', label: 'Coach 2+2' }),
      ),
    ).toBe('added seat layout Coach 2+2');
    expect(
      actionWords(entry({ action: 'gtfs.import', entity: 'gtfs-feed', label: 'turlock.zip' })),
    ).toBe('imported the GTFS feed turlock.zip');
    expect(actionWords(entry({ action: 'seed', entity: 'demo-network', label: null }))).toBe(
      'loaded the demo network',
    );
    expect(actionWords(entry({ action: 'seed', entity: 'demo-duty', label: null }))).toBe(
      'put the demo conductor on duty',
    );
    expect(actionWords(entry({ action: 'bus.repaint', entity: 'bus', label: null }))).toBe(
      'repainted bus',
    );
  });

  it('says every verb in the past tense: realtime feeds, trips run, a verb no list names', () => {
    const feed = { entity: 'realtime-feed', label: 'Caltrain' };
    expect(actionWords(entry({ ...feed, action: 'realtime-feed.add' }))).toBe(
      'added realtime feed Caltrain',
    );
    expect(actionWords(entry({ ...feed, action: 'realtime-feed.edit' }))).toBe(
      'changed realtime feed Caltrain',
    );
    expect(actionWords(entry({ ...feed, action: 'realtime-feed.delete' }))).toBe(
      'deleted realtime feed Caltrain',
    );
    const trip = { entity: 'trip', label: 'X10 07:00' };
    expect(actionWords(entry({ ...trip, action: 'trip.started' }))).toBe('started trip X10 07:00');
    expect(actionWords(entry({ ...trip, action: 'trip.ended' }))).toBe('ended trip X10 07:00');
    expect(pastTense('pause')).toBe('paused');
    expect(pastTense('poll')).toBe('polled');
    expect(pastTense('copy')).toBe('copied');
    expect(pastTense('set-colour')).toBe('set colour');
    expect(pastTense('cancelled')).toBe('cancelled');
  });

  it('says what was done to trips and schedules in words', () => {
    const trip = { entity: 'trip', label: 'X10 07:00 Tue 1 Dec' };
    expect(actionWords(entry({ ...trip, action: 'trip.cancelled' }))).toBe(
      'cancelled trip X10 07:00 Tue 1 Dec',
    );
    expect(actionWords(entry({ ...trip, action: 'trip.reassign' }))).toBe(
      're-assigned trip X10 07:00 Tue 1 Dec',
    );
    expect(
      actionWords(
        entry({ action: 'schedule.update', entity: 'schedule', label: 'X10 07:00 Mon–Fri' }),
      ),
    ).toBe('changed schedule X10 07:00 Mon–Fri');
    expect(
      actionWords(
        entry({ action: 'schedule.rollout', entity: 'schedule', label: '522 new trips' }),
      ),
    ).toBe('rolled out the schedules: 522 new trips');
    expect(
      actionWords(
        entry({ action: 'booking-settings.update', entity: 'booking-settings', label: null }),
      ),
    ).toBe('changed the booking settings');
  });

  it('says when, relative to now', () => {
    const now = Date.parse('2030-05-10T10:00:00.000Z');
    expect(timeAgo('2030-05-10T09:59:50.000Z', now)).toBe('just now');
    expect(timeAgo('2030-05-10T09:55:00.000Z', now)).toMatch(/5 minutes ago/);
    expect(timeAgo('2030-05-10T07:00:00.000Z', now)).toMatch(/3 hours ago/);
    expect(timeAgo('2030-05-09T10:00:00.000Z', now)).toMatch(/yesterday/);
  });
});
