/** The body of every error the API sends: `{ error: { code, message, details? } }`. */
import { z } from 'zod';
import { ERROR_CODES } from './api-error.ts';

export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
