import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives working defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_DATA).toBe(true);
    expect(env.UPLOAD_DIR).toBe('./data/uploads');
  });

  it('runs production-like when NODE_ENV is unset, keeping demo data and the made secret', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(env.DEMO_DATA).toBe(true);
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });

  it('turns demo data off by default in production, and on when asked', () => {
    const secret = 'a-production-secret-of-32-characters!';
    expect(loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret }).DEMO_DATA).toBe(false);
    expect(
      loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, DEMO_DATA: 'true' }).DEMO_DATA,
    ).toBe(true);
  });

  it('demands a secret in production and pairs that go together', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_EMAIL \/ ADMIN_PASSWORD/,
    );
    expect(() => loadEnv({ GITHUB_CLIENT_ID: 'id' })).toThrow(/GITHUB_CLIENT_ID/);
  });

  it('reads the hosts feeds may be fetched from inside the network, and refuses what is none', () => {
    expect(loadEnv({}).REALTIME_FEED_ALLOWED_HOSTS).toEqual([]);
    expect(
      loadEnv({ REALTIME_FEED_ALLOWED_HOSTS: 'feeds.internal, 10.1.2.3,10.2.0.0/16,[::1]' })
        .REALTIME_FEED_ALLOWED_HOSTS,
    ).toEqual(['feeds.internal', '10.1.2.3', '10.2.0.0/16', '[::1]']);
    expect(() => loadEnv({ REALTIME_FEED_ALLOWED_HOSTS: 'feeds internal,10.0.0.0/40' })).toThrow(
      /REALTIME_FEED_ALLOWED_HOSTS: feeds internal, 10\.0\.0\.0\/40: each entry is a host name/,
    );
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        OPERATOR_TIMEZONE: 'Mars/Olympus',
        CURRENCY: 'euro',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'OPERATOR_TIMEZONE', 'CURRENCY']) {
      expect(message).toContain(name);
    }
    expect((caught as EnvError).problems).toHaveLength(4);
  });
});
