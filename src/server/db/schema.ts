import type { Selectable } from 'kysely';
import type { AccountTokens, MailOutbox, Users } from './schema.generated';

/**
 * The database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case), under the
 * names the code uses. The types themselves are generated from the migrated database into
 * schema.generated.ts (`npm run db:types`): what a column means is its comment in a migration.
 */
export type {
  DB as Database,
  Categories as CategoriesTable,
  OrderLines as OrderLinesTable,
  Orders as OrdersTable,
  PaymentIntents as PaymentIntentsTable,
  Products as ProductsTable,
  Reviews as ReviewsTable,
  Users as UsersTable,
} from './schema.generated';
export type { MailAttachmentRef, TestPartRefund } from './column-types';
export type { OrderStatus } from '../../shared/schemas/order';
export type { Role } from '../../shared/schemas/session-user';

export type AccountTokenPurpose = Selectable<AccountTokens>['purpose'];
export type UserRow = Selectable<Users>;
export type MailRow = Selectable<MailOutbox>;
