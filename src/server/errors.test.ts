/** NotFoundError: the default sentences, and a sentence and details of the caller's own. */
import { describe, expect, it } from 'vitest';
import { AppError, NotFoundError } from './errors.ts';

describe('NotFoundError', () => {
  it('says which entity and id were not found', () => {
    const error = new NotFoundError('bus', 7);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 404, code: 'not-found', message: 'No bus with id 7.' });
    expect(error.details).toEqual({ entity: 'bus', id: 7 });
    expect(new NotFoundError('attachment').message).toBe('No such attachment.');
  });

  it('takes a sentence and more details of its own', () => {
    const error = new NotFoundError('stop', 'x1', 'No stop has the id given as "from".', {
      field: 'from',
    });
    expect(error.message).toBe('No stop has the id given as "from".');
    expect(error.details).toEqual({ entity: 'stop', id: 'x1', field: 'from' });
  });
});
