import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import { appOrigins, trustedOriginsFor, VITE_DEV_PORT } from './origins.ts';

const vite = `http://localhost:${VITE_DEV_PORT}`;

describe('origins Busway takes changes from', () => {
  it('are PUBLIC_URL and the listen address by default, with no wildcard and no dev server', () => {
    const origins = appOrigins(loadEnv({ PUBLIC_URL: 'https://Busway.example/app/' }));
    expect(origins).toEqual([
      'https://busway.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(appOrigins(loadEnv({ NODE_ENV: 'test' }))).not.toContain(vite);
  });

  it('add the Vite dev server only under npm run dev (NODE_ENV=development)', () => {
    expect(appOrigins(loadEnv({ NODE_ENV: 'development' }))).toEqual(
      expect.arrayContaining([vite, `http://127.0.0.1:${VITE_DEV_PORT}`]),
    );
  });

  it('name a non-loopback listen address as it is, IPv6 in brackets', () => {
    expect(appOrigins(loadEnv({ HOST: '10.1.2.3', PORT: '8080' }))).toEqual([
      'http://10.1.2.3:8080',
    ]);
    expect(appOrigins(loadEnv({ HOST: 'fd00::5', PORT: '80' }))).toEqual(['http://[fd00::5]']);
  });

  it('add the host a request was sent to, over either scheme, as better-auth is told', () => {
    const env = loadEnv({ HOST: '0.0.0.0' });
    expect(trustedOriginsFor(env)('192.168.1.20:3000')).toEqual(
      expect.arrayContaining(['http://192.168.1.20:3000', 'https://192.168.1.20:3000']),
    );
    expect(trustedOriginsFor(env)('busway.example:443')).toContain('https://busway.example');
    expect(trustedOriginsFor(env)(undefined)).toEqual(appOrigins(env));
  });
});
