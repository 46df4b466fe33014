/** The mails better-auth asks for, written with Busway's templates and sent through the Mailer. */
import type { Mailer } from '#server/mail/mailer.ts';
import {
  emailChangeMail,
  invitationMail,
  passwordResetMail,
  verificationCodeMail,
  type MailContent,
} from '#server/mail/templates.ts';
import { CODE_VALID_MINUTES, LINK_VALID_SECONDS, type AuthMail, type CodePurpose } from './auth.ts';
import type { UsersRepo } from '../users/users.repo.ts';

export interface AuthMailDeps {
  mailer: Mailer;
  users: UsersRepo;
  appName: string;
  baseUrl: string;
}

export function createAuthMail({ mailer, users, appName, baseUrl }: AuthMailDeps): AuthMail & {
  sendInvitation(input: {
    email: string;
    name: string;
    role: string;
    token: string;
    invitedBy: string;
  }): Promise<void>;
} {
  const brand = { appName, url: baseUrl };
  const link = (path: string, params: Record<string, string>) =>
    `${baseUrl}${path}?${new URLSearchParams(params)}`;
  const send = (to: string, kind: string, content: MailContent) =>
    mailer.send({ to, kind, ...content });
  const nameOf = async (email: string) => (await users.findByEmail(email))?.name || email;

  function codeMail(
    purpose: CodePurpose,
    name: string,
    email: string,
    code: string,
  ): [string, MailContent] {
    const minutes = CODE_VALID_MINUTES;
    switch (purpose) {
      case 'forget-password':
        return [
          'password-reset',
          passwordResetMail(brand, {
            name,
            code,
            minutes,
            link: link('/signin', { mode: 'reset', email, code }),
          }),
        ];
      case 'change-email':
        return [
          'email-change',
          emailChangeMail(brand, {
            name,
            newEmail: email,
            code,
            link: link('/profile', { email, code }),
          }),
        ];
      default:
        return [
          'verification',
          verificationCodeMail(brand, {
            name,
            code,
            minutes,
            link: link('/verify-email', { email, code }),
          }),
        ];
    }
  }

  return {
    async sendCode({ email, code, purpose }) {
      const [kind, content] = codeMail(purpose, await nameOf(email), email, code);
      await send(email, kind, content);
    },
    async sendPasswordLink({ email, name, token }) {
      const url = link('/signin', { mode: 'invite', email, token });
      const hours = LINK_VALID_SECONDS / 3600;
      await send(
        email,
        'password-reset',
        passwordResetMail(brand, { name, code: '', minutes: hours * 60, link: url }),
      );
    },
    async sendInvitation({ email, name, role, token, invitedBy }) {
      const url = link('/signin', { mode: 'invite', email, token });
      await send(email, 'invitation', invitationMail(brand, { name, role, link: url, invitedBy }));
    },
  };
}
