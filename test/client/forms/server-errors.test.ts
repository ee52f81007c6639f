import { describe, expect, it } from 'vitest';
import { fieldForPath, fieldPaths, serverErrorOf } from '../../../src/client/lib/server-errors';
import { serverError } from './server-error';

describe('server errors on form fields', () => {
  it("finds the field a procedure's input path names, under the input's wrappers", () => {
    expect(fieldForPath('OrderInformation.orderQuantity', ['orderQuantity', 'phone'])).toBe('orderQuantity');
    expect(fieldForPath('user.education.passingYear', ['name', 'education.passingYear'])).toBe('education.passingYear');
    expect(fieldForPath('email', ['email', 'password'])).toBe('email');
    expect(fieldForPath('OrderInformation.productID', ['orderQuantity', 'phone'])).toBeUndefined();
    expect(fieldForPath('_', ['orderQuantity'])).toBeUndefined();
  });

  it("lists a form's fields as dotted paths, groups opened and values that are not plain objects kept whole", () => {
    const picture = new Blob(['x']);
    expect(fieldPaths({ name: '', rating: undefined, education: { degree: '', passingYear: '' }, image: picture, tags: ['a'] })).toEqual([
      'name',
      'rating',
      'education.degree',
      'education.passingYear',
      'image',
      'tags',
    ]);
  });

  it("reads the server's message and field messages, and gives any other failure its message alone", () => {
    expect(serverErrorOf(serverError('Minimum order quantity 5', 400, { 'OrderInformation.orderQuantity': ['Minimum order quantity 5'] }))).toEqual({
      message: 'Minimum order quantity 5',
      fieldErrors: { 'OrderInformation.orderQuantity': ['Minimum order quantity 5'] },
    });
    expect(serverErrorOf(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch', fieldErrors: {} });
    expect(serverErrorOf('nonsense').message).toBe('Something went wrong. Please try again.');
  });
});
