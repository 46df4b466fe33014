import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SignUpForm } from '#shared/accounts/accounts.ts';
import { ApiError } from '../api/api.ts';
import {
  errorPaths,
  firstInError,
  formFailure,
  formPath,
  formShows,
  serverPathErrors,
  splitServerError,
} from './zod-form.ts';

/** What the zod resolver hands react-hook-form for `values`. */
async function resolverErrors(schema: z.ZodType<unknown, FieldValues>, values: FieldValues) {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

const Passengers = z.object({
  contact: z.object({ email: z.email('Enter a valid email address') }),
  passengers: z
    .array(z.object({ name: z.string().min(1, 'Enter a name'), seat: z.string() }))
    .min(1, 'Add a passenger'),
});

const fieldsError = (fields: unknown[]) =>
  new ApiError('invalid-argument', { status: 400, details: { fields } });

describe('server field errors', () => {
  it('strips the request part of a path the same way whatever its separator', () => {
    expect(formPath('body.conductor.licenceNumber')).toBe('conductor.licenceNumber');
    expect(formPath('body/passengers/2/name')).toBe('passengers.2.name');
    expect(formPath('query.page')).toBe('page');
    expect(formPath('email')).toBe('email');
    expect(formPath('body')).toBe('body');
  });

  it('reads each named field once, in order, and skips malformed items', () => {
    const error = fieldsError([
      { field: 'body.email', message: 'Enter a valid email address' },
      { field: 'body/phone', message: 'Bad phone' },
      { field: 'body.email', message: 'second message' },
      { nonsense: true },
      null,
    ]);
    expect(serverPathErrors(error)).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'phone', message: 'Bad phone' },
    ]);
    expect(serverPathErrors(new ApiError('internal'))).toEqual([]);
    expect(serverPathErrors(new Error('x'))).toEqual([]);
  });

  it("puts errors on the form's controls, field-array rows included, and keeps the rest for the form", () => {
    const controls = ['contact.email', 'passengers.0.name', 'passengers.0.seat', 'note'];
    const error = fieldsError([
      { field: 'body.passengers.0.name', message: 'Name too long' },
      { field: 'body.note', message: 'Too long' },
      { field: 'body.paymentToken', message: 'Expired' },
      { field: 'body.passengers.3.name', message: 'No such row' },
    ]);
    expect(splitServerError(error, (path) => firstInError(controls, [path]) !== undefined)).toEqual(
      {
        fields: [
          { path: 'passengers.0.name', message: 'Name too long' },
          { path: 'note', message: 'Too long' },
        ],
        rest: [
          { path: 'paymentToken', message: 'Expired' },
          { path: 'passengers.3.name', message: 'No such row' },
        ],
      },
    );
  });

  it('says above the form only what no field shows, after the sentence for the code', () => {
    const sentence = 'Some of the information is not valid. Please check it and try again.';
    const at = (path: string, message: string) => ({ path, message });
    expect(formFailure({ fields: [at('email', 'Bad')], rest: [] }, sentence)).toBeNull();
    expect(formFailure({ fields: [], rest: [] }, 'The server is busy.')).toBe(
      'The server is busy.',
    );
    expect(
      formFailure(
        { fields: [at('email', 'Bad')], rest: [at('paymentToken', 'Expired.')] },
        sentence,
      ),
    ).toBe(`${sentence} Expired.`);
  });

  it('puts an error whose code is about one field on that field, with its sentence', () => {
    const error = new ApiError('auth/email-already-in-use', { status: 422 });
    const split = splitServerError(
      error,
      () => true,
      { 'auth/email-already-in-use': 'email' },
      () => 'That email is taken.',
    );
    expect(split).toEqual({
      fields: [{ path: 'email', message: 'That email is taken.' }],
      rest: [],
    });
    expect(splitServerError(new ApiError('internal'), () => true)).toEqual({
      fields: [],
      rest: [],
    });
  });
});

describe('client errors and focus', () => {
  it('lists the paths of a failed shared schema, first message per field', async () => {
    const errors = await resolverErrors(SignUpForm, {
      name: ' ',
      email: 'nope',
      phone: '',
      password: '123',
    });
    expect(errorPaths(errors)).toEqual(['name', 'email', 'password']);
    expect(errors.password?.message).toBe('The password must be 6 characters long or more');
  });

  it('lists nested and field-array paths, an empty array at the array itself', async () => {
    const rows = await resolverErrors(Passengers, {
      contact: { email: 'x' },
      passengers: [
        { name: 'A', seat: '1' },
        { name: '', seat: '2' },
      ],
    });
    expect(errorPaths(rows)).toEqual(['contact.email', 'passengers.1.name']);
    const empty = await resolverErrors(Passengers, {
      contact: { email: 'a@b.de' },
      passengers: [],
    });
    expect(errorPaths(empty)).toEqual(['passengers']);
    expect(errorPaths({ passengers: { root: { type: 'min', message: 'Add one' } } })).toEqual([
      'passengers',
    ]);
  });

  it('focuses the first control in form order, whatever order the errors came in', () => {
    const names = ['contact.email', 'passengers.0.name', 'passengers.1.name', 'submit'];
    expect(firstInError(names, ['passengers.1.name', 'contact.email'])).toBe('contact.email');
    expect(firstInError(names, ['passengers'])).toBe('passengers.0.name');
    // "passengers.1" must not match "passengers.10.name".
    expect(firstInError(['passengers.10.name', 'passengers.1.name'], ['passengers.1'])).toBe(
      'passengers.1.name',
    );
    expect(firstInError(names, ['paymentToken'])).toBeUndefined();
  });

  it('counts an error as shown by a control under its path or by an area the form declared', () => {
    const names = ['busId', 'stopOffsets.0.arrive'];
    expect(formShows(names, [], 'stopOffsets')).toBe(true);
    expect(formShows(names, [], 'stopOffsets.0.stopId')).toBe(false);
    expect(formShows(names, ['stopOffsets'], 'stopOffsets.0.stopId')).toBe(true);
    expect(formShows(names, ['stop'], 'stopOffsets.0.stopId')).toBe(false);
    expect(formShows(names, [], 'conductorUserId')).toBe(false);
  });
});
