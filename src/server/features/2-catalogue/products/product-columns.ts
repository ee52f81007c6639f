/** The columns a product is read with, for the shop and the admin alike (see product-dto.ts; weight and tax class for the admin's reads). */
export const productColumns = ['id', 'sku', 'slug', 'name', 'images', 'description', 'categoryId', 'status', 'minimumOrder', 'quantity', 'priceCents', 'createdAt', 'packSize', 'maximumOrder', 'priceTiers', 'weightGrams', 'taxClass'] as const;
