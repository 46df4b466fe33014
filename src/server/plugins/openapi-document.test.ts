import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  documentedSchema,
  operationId,
  standardErrors,
  withPlainParts,
} from './openapi-document.ts';

describe('operationId', () => {
  it('is the method and the path without /api, parameters named "by"', () => {
    expect(operationId('GET', '/api/trips/:id/seats')).toBe('getTripsByIdSeats');
    expect(operationId('POST', '/api/admin/gtfs/import')).toBe('postAdminGtfsImport');
    expect(operationId('GET', '/api/tickets/:id.pdf')).toBe('getTicketsByIdPdf');
    expect(operationId('DELETE', '/api/admin/seat-layouts/{id}')).toBe(
      'deleteAdminSeatLayoutsById',
    );
    expect(operationId('GET', '/gtfs-rt/vehicle-positions')).toBe('getGtfsRtVehiclePositions');
  });
});

describe('standardErrors', () => {
  const query = { querystring: z.object({ q: z.string() }) };

  it('gives a public read without input no error answer', () => {
    expect(Object.keys(standardErrors('GET', 'public', {}))).toEqual([]);
  });

  it('adds 400 for input, 401 for a session, 403 for a role or a state change, 415 for a body', () => {
    expect(Object.keys(standardErrors('GET', 'public', query))).toEqual(['400']);
    expect(Object.keys(standardErrors('GET', 'signed-in', {}))).toEqual(['401']);
    expect(Object.keys(standardErrors('GET', 'admin', {}))).toEqual(['401', '403']);
    expect(Object.keys(standardErrors('POST', 'public', { body: z.object({}) }))).toEqual([
      '400',
      '403',
      '415',
    ]);
    const upload = { consumes: ['multipart/form-data'] };
    expect(Object.keys(standardErrors('POST', 'signed-in', upload))).toEqual([
      '400',
      '401',
      '403',
      '415',
    ]);
  });
});

describe('documentedSchema', () => {
  it("keeps the route's own answers over the standard ones and sets security by access", () => {
    const own = z.object({ mine: z.literal(true) });
    const route = {
      method: 'POST' as const,
      url: '/api/holds',
      config: { access: 'signed-in' as const },
    };
    const schema = documentedSchema(route, { body: z.object({}), response: { 400: own } });
    expect(schema).toMatchObject({ operationId: 'postHolds', security: [{ session: [] }] });
    const response = schema.response as Record<number, unknown>;
    expect(response[400]).toBe(own);
    expect(Object.keys(response)).toEqual(['400', '401', '403', '415']);
    const open = documentedSchema({ ...route, method: 'GET', config: { access: 'public' } }, {});
    expect(open.security).toEqual([]);
  });
});

describe('withPlainParts', () => {
  it('describes an upload form and a success the route does not list', () => {
    const schema = withPlainParts({ response: { 400: {} } }, { consumes: ['multipart/form-data'] });
    expect(schema.body).toMatchObject({
      required: ['file'],
      properties: { file: { format: 'binary' } },
    });
    expect(Object.keys(schema.response as object)).toEqual(['200', '400']);
    const listed = withPlainParts({ response: { 201: {} } }, {});
    expect(Object.keys(listed.response as object)).toEqual(['201']);
    expect(listed.body).toBeUndefined();
  });
});
