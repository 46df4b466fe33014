/**
 * Branded mails, each as subject + plain text + HTML. Mail clients ignore style sheets, so the HTML
 * carries its styles inline; every value put into HTML is escaped.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Brand {
  appName: string;
  url: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The branded HTML of a mail: heading, paragraphs, then an optional big code and button. */
export function layout(
  brand: Brand,
  heading: string,
  paragraphs: string[],
  action?: { label: string; href: string },
  code?: string,
) {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`;
  const codeBlock = code
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;font-family:monospace;color:#0b4f6c">${escapeHtml(code)}</p>`
    : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0b4f6c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f3f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b4f6c">🚌 ${escapeHtml(brand.appName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#1f2933">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}${codeBlock}${button}
<p style="margin:24px 0 0;font-size:13px;color:#616e7c">${escapeHtml(brand.appName)} · <a href="${escapeHtml(brand.url)}" style="color:#616e7c">${escapeHtml(brand.url)}</a></p>
</td></tr></table></td></tr></table></body></html>`;
}

/** The plain-text part: the lines as paragraphs, signed with the app's name and address. */
export function text(brand: Brand, lines: string[]) {
  return `${lines.join('\n\n')}\n\n— ${brand.appName}, ${brand.url}\n`;
}

export function verificationCodeMail(
  brand: Brand,
  input: { name: string; code: string; link: string; minutes: number },
): MailContent {
  const intro = `Hello ${input.name}, here is your code to confirm your email address. It is valid for ${input.minutes} minutes.`;
  const ignore = 'If you did not create an account, you can ignore this mail.';
  return {
    subject: `${input.code} is your ${brand.appName} verification code`,
    text: text(brand, [intro, `Code: ${input.code}`, `Or open this link: ${input.link}`, ignore]),
    html: layout(
      brand,
      'Confirm your email',
      [intro, ignore],
      { label: 'Confirm my email', href: input.link },
      input.code,
    ),
  };
}

/** A reset by code (with a link that carries it), or by link alone when `code` is empty. */
export function passwordResetMail(
  brand: Brand,
  input: { name: string; code: string; link: string; minutes: number },
): MailContent {
  const validity =
    input.minutes >= 120 ? `${Math.round(input.minutes / 60)} hours` : `${input.minutes} minutes`;
  const how = input.code ? 'Use this code or the button; both are' : 'Use the button; it is';
  const intro = `Hello ${input.name}, someone asked to reset the password of your account. ${how} valid for ${validity}.`;
  const ignore = 'If it was not you, ignore this mail: your password stays as it is.';
  const lines = input.code
    ? [intro, `Code: ${input.code}`, `Or open this link: ${input.link}`, ignore]
    : [intro, `Open this link: ${input.link}`, ignore];
  return {
    subject: `Reset your ${brand.appName} password`,
    text: text(brand, lines),
    html: layout(
      brand,
      'Reset your password',
      [intro, ignore],
      { label: 'Choose a new password', href: input.link },
      input.code || undefined,
    ),
  };
}

export function invitationMail(
  brand: Brand,
  input: { name: string; role: string; link: string; invitedBy: string },
): MailContent {
  const intro = `Hello ${input.name}, ${input.invitedBy} created a ${brand.appName} account for you (${input.role}). Choose your password to start.`;
  return {
    subject: `You are invited to ${brand.appName}`,
    text: text(brand, [intro, `Set your password: ${input.link}`]),
    html: layout(brand, `Welcome to ${brand.appName}`, [intro], {
      label: 'Set my password',
      href: input.link,
    }),
  };
}

/**
 * An admin changed the address someone signs in with. Their password still works (the address is
 * confirmed by a code at the next sign-in); the link sets a new one, or the first one.
 */
export function signInAddressChangedMail(
  brand: Brand,
  input: { name: string; newEmail: string; link: string; changedBy: string; days: number },
): MailContent {
  const intro = `Hello ${input.name}, ${input.changedBy} changed the email address you sign in to ${brand.appName} with to ${input.newEmail}, and signed you out.`;
  const how = `Sign in with this address and your password; we send a code here to confirm it. No password yet, or forgotten it? Set one with the link, valid for ${input.days} days.`;
  return {
    subject: `Your ${brand.appName} sign-in address changed`,
    text: text(brand, [intro, how, `Set your password: ${input.link}`]),
    html: layout(brand, 'Your sign-in address changed', [intro, how], {
      label: 'Set my password',
      href: input.link,
    }),
  };
}

export function emailChangeMail(
  brand: Brand,
  input: { name: string; newEmail: string; code: string; link: string },
): MailContent {
  const intro = `Hello ${input.name}, enter this code on your profile to make ${input.newEmail} the email address of your account.`;
  const ignore = 'If you did not ask for this, ignore this mail and your address stays the same.';
  return {
    subject: `${input.code} confirms your new ${brand.appName} email address`,
    text: text(brand, [intro, `Code: ${input.code}`, `Or open: ${input.link}`, ignore]),
    html: layout(
      brand,
      'Confirm your new email',
      [intro, ignore],
      { label: 'Open my profile', href: input.link },
      input.code,
    ),
  };
}
