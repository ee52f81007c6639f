import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { errorWords, fieldForPath, fieldPaths, serverErrorOf } from '../../../src/client/lib/server-errors';
import { serverError } from '../../helpers/server-error';

const UNREACHABLE = "We couldn't reach the shop. Check your connection and try again.";
const SERVER_FAILED = 'Something went wrong on our side. Please try again.';

describe('failures in words', () => {
  it('says a request that never reached the shop is a connection problem, in any browser', () => {
    for (const text of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(errorWords(TRPCClientError.from(new TypeError(text)))).toBe(UNREACHABLE);
      expect(errorWords(new TypeError(text))).toBe(UNREACHABLE);
    }
  });

  it("says a server failure is the shop's, whatever the server or a proxy answered", () => {
    expect(errorWords(serverError('Internal server error', 500))).toBe(SERVER_FAILED);
    expect(errorWords(serverError('Bad gateway', 502))).toBe(SERVER_FAILED);
    // A proxy's HTML error page: tRPC fails to read it as JSON.
    expect(errorWords(TRPCClientError.from(new SyntaxError('Unexpected token < in JSON at position 0')))).toBe(SERVER_FAILED);
  });

  it("keeps the API's own words for a refusal, and an app's own Error's", () => {
    expect(errorWords(serverError('Minimum order quantity 5', 400))).toBe('Minimum order quantity 5');
    expect(errorWords(serverError('Wrong email or password', 401))).toBe('Wrong email or password');
    expect(errorWords(serverError('Too many attempts. Please wait a minute.', 429))).toBe('Too many attempts. Please wait a minute.');
    expect(errorWords(new Error('The image could not be uploaded. Please try again.'))).toBe('The image could not be uploaded. Please try again.');
  });

  it("never shows the runtime's text: a code error or a page that did not download", () => {
    expect(errorWords(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(SERVER_FAILED);
    expect(errorWords(new RangeError('Invalid time value'))).toBe(SERVER_FAILED);
    expect(errorWords(new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/purchase-1a2b.js'))).toBe(
      "Part of this page didn't download. Reload the page to try again.",
    );
    expect(errorWords(undefined)).toBe(SERVER_FAILED);
  });
});

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

  it("reads the server's message and field messages, and any other failure in words", () => {
    expect(serverErrorOf(serverError('Minimum order quantity 5', 400, { 'OrderInformation.orderQuantity': ['Minimum order quantity 5'] }))).toEqual({
      message: 'Minimum order quantity 5',
      fieldErrors: { 'OrderInformation.orderQuantity': ['Minimum order quantity 5'] },
    });
    expect(serverErrorOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toEqual({ message: UNREACHABLE, fieldErrors: {} });
    expect(serverErrorOf('nonsense').message).toBe(SERVER_FAILED);
  });
});
