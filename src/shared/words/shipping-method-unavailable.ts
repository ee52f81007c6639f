/** A delivery method chosen before the address changed to one it does not serve. */
export const SHIPPING_METHOD_UNAVAILABLE_MESSAGE = 'This delivery method does not serve the delivery address: choose another';
