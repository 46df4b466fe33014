/**
 * POST /api/auth/sign-in/social for GitHub, without a redirect: the answer is the provider's
 * authorisation URL, which the sign-in popup then opens.
 */
import { z } from 'zod';
import { api } from '#client/lib/api/api.ts';
import { POPUP_COMPLETE_PATH } from '../github-popup.ts';

const SocialSignInResponse = z.object({ url: z.url() });

export async function startGitHubSignIn(): Promise<string> {
  const { url } = await api('/api/auth/sign-in/social', {
    method: 'POST',
    json: {
      provider: 'github',
      callbackURL: POPUP_COMPLETE_PATH,
      newUserCallbackURL: POPUP_COMPLETE_PATH,
      errorCallbackURL: POPUP_COMPLETE_PATH,
      disableRedirect: true,
    },
    schema: SocialSignInResponse,
  });
  return url;
}
