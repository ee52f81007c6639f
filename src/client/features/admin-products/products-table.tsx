import { useMemo, type ReactNode } from 'react';
import { formatDollars } from '../../../shared/money';
import type { CategoryTree } from '../../../shared/schemas/category';
import type { AdminProduct } from '../../../shared/schemas/product';
import { DataTable, type DataTableColumn, type RowSelectionState } from '../../components/data-table/data-table';
import { ProductImage } from '../../components/product-image';
import { sortingOf, sortOf, type AdminProductSort } from './admin-product-filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { shortProductName } from './product-name';
import { UpdateProductDialog } from './update-product-dialog';
import styles from './manage-products-page.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function columnsFor(categoryNames: Map<string, string>): DataTableColumn<AdminProduct>[] {
  return [
    {
      id: 'image',
      header: 'Image',
      enableSorting: false,
      cell: ({ row }) => <ProductImage src={row.original.image} className={styles.thumbnail} sizes="64px" width={64} height={48} />,
    },
    {
      id: 'name',
      // Sortable columns need a value (TanStack sorts only accessor columns); the server does the sorting.
      accessorFn: (product) => product.name,
      header: 'Name',
      cell: ({ row }) => (
        <>
          <span className={styles.name} title={row.original.name}>
            {shortProductName(row.original.name)}
          </span>
          <span className={styles.sku}>{row.original.sku}</span>
        </>
      ),
    },
    { id: 'status', header: 'Status', enableSorting: false, cell: ({ row }) => <span className={styles[row.original.status]}>{row.original.status}</span> },
    {
      id: 'category',
      header: 'Category',
      enableSorting: false,
      cell: ({ row }) => (row.original.categoryId ? (categoryNames.get(row.original.categoryId) ?? '—') : 'None'),
    },
    { id: 'price', accessorFn: (product) => product.price, sortDescFirst: false, header: 'Price', meta: { align: 'end' }, cell: ({ row }) => formatDollars(row.original.price) },
    { id: 'stock', accessorFn: (product) => product.quantity, header: 'Stock', enableSorting: false, meta: { align: 'end' } },
    { id: 'minimum', accessorFn: (product) => product.minimumOrder, header: 'Minimum order', enableSorting: false, meta: { align: 'end' } },
    {
      id: 'date',
      accessorFn: (product) => product.date,
      header: 'Added',
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ row }) => <time dateTime={row.original.date}>{dateFormat.format(new Date(row.original.date))}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={styles.actions}>
          <UpdateProductDialog product={row.original} />
          <DeleteProductDialog product={row.original} />
        </span>
      ),
    },
  ];
}

interface ProductsTableProps {
  products: AdminProduct[];
  loading: boolean;
  /** What the table says when there are no products. */
  empty: ReactNode;
  categories: CategoryTree;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  sort: AdminProductSort | undefined;
  onSortChange: (sort: AdminProductSort | undefined) => void;
}

/** Manage Products' rows on the shared data table: a checkbox each, Name, Price and Added sort from their headers. */
export function ProductsTable({ products, loading, empty, categories, selection, onSelectionChange, sort, onSortChange }: ProductsTableProps) {
  const columns = useMemo(() => {
    const names = new Map(categories.flatMap((parent) => [[parent.id, parent.name] as const, ...parent.children.map((child) => [child.id, `${parent.name} › ${child.name}`] as const)]));
    return columnsFor(names);
  }, [categories]);
  const sorting = useMemo(() => sortingOf(sort), [sort]);

  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={products}
      getRowId={(product) => product._id}
      rowName={(product) => product.name}
      selection={selection}
      onSelectionChange={onSelectionChange}
      sorting={sorting}
      onSortingChange={(next) => onSortChange(sortOf(next))}
      loading={loading}
      loadingLabel="Loading the products"
      empty={empty}
    />
  );
}
