/**
 * "Sign in with GitHub", offered when GITHUB_CLIENT_ID/SECRET are set. better-auth's built-in GitHub
 * provider fixes GitHub's token URL, so we configure it as a generic OAuth 2.0 provider whose URLs
 * come from GITHUB_BASE_URL / GITHUB_API_URL: the same code talks to GitHub and to a local mock.
 */
import { genericOAuth } from 'better-auth/plugins';
import type { Env } from '#server/config/env.ts';

interface GitHubProfile {
  id: number;
  login: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export function githubProvider(env: Env) {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return [];
  const api = env.GITHUB_API_URL.replace(/\/$/, '');
  const site = env.GITHUB_BASE_URL.replace(/\/$/, '');
  return [
    genericOAuth({
      config: [
        {
          providerId: 'github',
          clientId: env.GITHUB_CLIENT_ID,
          clientSecret: env.GITHUB_CLIENT_SECRET,
          authorizationUrl: `${site}/login/oauth/authorize`,
          tokenUrl: `${site}/login/oauth/access_token`,
          userInfoUrl: `${api}/user`,
          scopes: ['read:user', 'user:email'],
          pkce: false,
          getUserInfo: async (tokens) => fetchGitHubUser(api, tokens.accessToken),
        },
      ],
    }),
  ];
}

async function fetchGitHubUser(api: string, accessToken: string | undefined) {
  if (!accessToken) return null;
  const headers = {
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    'user-agent': 'busway',
  };
  const res = await fetch(`${api}/user`, { headers });
  if (!res.ok) return null;
  const profile = (await res.json()) as GitHubProfile;
  let email = profile.email ?? undefined;
  let emailVerified = false;
  const emailsRes = await fetch(`${api}/user/emails`, { headers });
  if (emailsRes.ok) {
    const emails = (await emailsRes.json()) as GitHubEmail[];
    email ??= (emails.find((e) => e.primary) ?? emails[0])?.email;
    emailVerified = emails.find((e) => e.email === email)?.verified ?? false;
  }
  if (!email) return null;
  return {
    id: String(profile.id),
    name: profile.name || profile.login,
    email,
    emailVerified,
    // Downloaded into our own avatars when the account is created (auth.ts, avatar-import.ts).
    image: profile.avatar_url,
  };
}
