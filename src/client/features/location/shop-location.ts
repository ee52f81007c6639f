/** Where the shop is (docs/product.md#9-business-constants: a fixed centre in Dhaka, zoom 13). */
export const SHOP_NAME = 'Toolyard';
export const SHOP_POSITION: [number, number] = [23.8103, 90.4125];
export const SHOP_ZOOM = 13;
export const SHOP_ADDRESS = 'Dhaka, Bangladesh';
