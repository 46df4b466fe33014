/**
 * Sends the queued fixes through `POST /api/positions`, oldest first, at most one request at a
 * time, doing after each answer what decision 025 says (send-rules.ts). Fixes are sent in batches:
 * at most one request every `SEND_EVERY_MS` while the phone keeps up, at once when it ends a trip
 * or the network comes back.
 */
import { IngestResult, type FixInput } from '#shared/tracking/tracking.ts';
import { api, ApiError } from '#client/lib/api/api.ts';
import * as queue from './position-queue.ts';
import { FIRST_STATE, planAfter, type SendOutcome, type SendState } from './send-rules.ts';

export const SEND_EVERY_MS = 10_000;

export type SendStatus =
  /** Nothing waiting, or waiting for the next batch. */
  | 'idle'
  | 'sending'
  /** The last try found no server or network: trying again at `retryAt`. */
  | 'retrying'
  /** A position budget is spent: sending again at `retryAt`. */
  | 'budget'
  /** The session ended: the queue waits for the person to sign in. */
  | 'sign-in'
  /** The server refused the trip's fixes (not its conductor now, or no such trip). */
  | 'refused';

export interface SenderSnapshot {
  waiting: number;
  status: SendStatus;
  retryAt: number | null;
  lastSentAt: number | null;
  /** The last request the server called malformed (a bug in this app), in words. */
  problem: string | null;
}

async function post(fixes: FixInput[]): Promise<SendOutcome> {
  try {
    await api('/api/positions', { method: 'POST', json: { fixes }, schema: IngestResult });
    return { kind: 'answer', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'network' };
    const details = (error.details ?? {}) as {
      fields?: { field: string }[];
      retryAfterSeconds?: number;
    };
    return {
      kind: 'answer',
      status: error.status,
      fields: details.fields?.map((f) => f.field),
      retryAfterS: details.retryAfterSeconds ?? null,
    };
  }
}

export interface SenderDeps {
  post: (fixes: FixInput[]) => Promise<SendOutcome>;
  now: () => number;
  random: () => number;
}

export class PositionSender {
  private state: SendState = FIRST_STATE;
  private snapshot: SenderSnapshot = {
    waiting: 0,
    status: 'idle',
    retryAt: null,
    lastSentAt: null,
    problem: null,
  };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pumping: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  private readonly deps: SenderDeps;

  constructor(deps: SenderDeps = { post, now: Date.now, random: Math.random }) {
    this.deps = deps;
  }

  get current(): SenderSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(change: Partial<SenderSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Queues a fix and sends it with the next batch. */
  async add(fix: FixInput): Promise<void> {
    await queue.enqueueFix(fix);
    await this.refreshCount();
    if (this.snapshot.status === 'idle') {
      const last = this.snapshot.lastSentAt ?? 0;
      this.later(Math.max(0, last + SEND_EVERY_MS - this.deps.now()));
    }
  }

  /** Sends now, whatever the pace (the trip ends, the network returned, signed in again). */
  flush(): Promise<void> {
    if (this.snapshot.status === 'refused' || this.snapshot.status === 'sign-in')
      this.set({ status: 'idle' });
    this.state = { ...this.state, failures: 0 };
    return this.pump();
  }

  async refreshCount(): Promise<void> {
    this.set({ waiting: await queue.countFixes() });
  }

  private later(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump();
    }, ms);
  }

  private pump(): Promise<void> {
    this.pumping ??= this.sendAll().finally(() => {
      this.pumping = null;
    });
    return this.pumping;
  }

  private async sendAll(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (;;) {
      const batch = await queue.oldestFixes(this.state.batchSize);
      if (batch.length === 0) {
        this.set({ status: 'idle', retryAt: null, waiting: 0 });
        return;
      }
      this.set({ status: 'sending' });
      const outcome = await this.deps.post(batch.map((queued) => queued.fix));
      const now = this.deps.now();
      const next = planAfter(outcome, batch.length, this.state, now, this.deps.random());
      this.state = next.state;
      const plan = next.plan;
      const sent = batch.map((queued) => queued.seq);
      if (plan.action === 'drop-sent') {
        await queue.removeFixes(sent);
        this.set({
          lastSentAt: now,
          problem: plan.bug ? 'The server refused a batch of positions as malformed.' : null,
        });
        if (plan.bug) console.warn('Busway: POST /api/positions refused a batch as malformed');
      } else if (plan.action === 'drop-named') {
        await queue.removeFixes(plan.indexes.map((i) => sent[i]!));
      } else if (plan.action === 'drop-trip') {
        await queue.removeTripFixes(batch[0]!.fix.tripId);
        this.set({ status: 'refused' });
      } else if (plan.action === 'sign-in') {
        this.set({ status: 'sign-in', retryAt: null });
        await this.refreshCount();
        return;
      } else if (plan.action === 'wait') {
        this.set({ status: plan.reason === 'budget' ? 'budget' : 'retrying', retryAt: plan.atMs });
        await this.refreshCount();
        this.later(plan.atMs - now);
        return;
      }
      // 'split' sends the same fixes again at the smaller batch size.
      await this.refreshCount();
      if (this.snapshot.status === 'refused') return;
    }
  }
}
