/** What the passenger's booking API files share: the access they need, their tag, their errors. */
import { ErrorBody } from '#shared/core/error-body.ts';

export const signedIn = { access: 'signed-in' } as const;
export const tags = ['booking'];
export const errors = {
  400: ErrorBody,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
  412: ErrorBody,
  429: ErrorBody,
};
