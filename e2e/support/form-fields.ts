/**
 * A form field's error as a screen reader meets it: the control is marked invalid and reads the
 * message as its description, so the message is tied to that field and not merely somewhere on the
 * page.
 */
import type { Locator } from '@playwright/test';
import { escapeRegExp, expect } from '../fixtures.ts';

/** The field is invalid and its description (hint, then error) ends with `message`. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

/** The field carries no error. */
export async function expectFieldValid(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
