/**
 * The body each served better-auth endpoint takes, with Busway's own rules for account fields
 * (src/shared/accounts/accounts.ts, as the admin routes use them). auth.http.ts parses and checks a body
 * against these once, and better-auth receives exactly the checked result, re-serialised: unknown
 * keys are dropped (as on the admin routes), e-mails arrive trimmed and in lower case, so the attempt
 * limits and better-auth read the same request.
 */
import { z } from 'zod';
import {
  ChangePasswordForm,
  Email,
  Password,
  PersonName,
  Phone,
  SignInForm,
  VerificationCode,
} from '#shared/accounts/accounts.ts';
import { text } from '#shared/core/text.ts';

/** Session tokens and reset tokens are short random strings. */
const Token = text({ min: 1, max: 200, trim: false });
/** A path on this site to come back to after GitHub (better-auth checks it is one of ours). */
const CallbackPath = text({ max: 2000, trim: false });
/** An empty phone clears it; better-auth stores what it is given. */
const OptionalPhone = Phone.nullable().transform((phone) => (phone === '' ? null : phone));

/** The picture is set only by the avatar upload (profile.http.ts), which checks the content. */
const NoImage = z
  .undefined({ error: 'Set the profile picture by uploading an image on the profile screen.' })
  .optional();

export const NoBody = z.object({});

export const SignUpBody = z.object({
  name: PersonName,
  email: Email,
  password: Password,
  phone: OptionalPhone,
  image: NoImage,
});

export const SignInBody = SignInForm.extend({ rememberMe: z.boolean().optional() });

export const SocialSignInBody = z.object({
  provider: z.literal('github'),
  callbackURL: CallbackPath.optional(),
  newUserCallbackURL: CallbackPath.optional(),
  errorCallbackURL: CallbackPath.optional(),
  disableRedirect: z.boolean().optional(),
});

/** Only the verification code is asked for this way; reset codes have their own endpoint. */
export const SendVerificationCodeBody = z.object({
  email: Email,
  type: z.literal('email-verification'),
});

export const EmailCodeBody = z.object({ email: Email, otp: VerificationCode });
export const EmailBody = z.object({ email: Email });
export const ResetPasswordByCodeBody = EmailCodeBody.extend({ password: Password });
export const ResetPasswordByTokenBody = z.object({ token: Token, newPassword: Password });

export const UpdateUserBody = z.object({
  name: PersonName.optional(),
  phone: OptionalPhone,
  image: NoImage,
});

/** Other sessions always end with a password change: one may have been the intruder's. */
export const ChangePasswordBody = ChangePasswordForm.extend({
  revokeOtherSessions: z
    .literal(true, { error: 'Other devices are always signed out when the password changes' })
    .default(true),
});

export const NewEmailBody = z.object({ newEmail: Email });
export const NewEmailCodeBody = NewEmailBody.extend({ otp: VerificationCode });
export const SessionTokenBody = z.object({ token: Token });
export const DeleteUserBody = z.object({ password: SignInForm.shape.password.optional() });
