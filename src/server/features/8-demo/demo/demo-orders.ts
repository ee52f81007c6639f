import type { OrderStatus } from '../../../../shared/schemas/order';
import { DEMO_BUYER, DEMO_CUSTOMER, DEMO_REVIEWERS } from '../../3-accounts/accounts/demo-accounts';
import { DEMO_COMPANY } from './demo-companies';
import { DEMO_PRODUCTS } from './demo-catalogue';

/**
 * A few orders so the business summary, My Orders and Manage All Orders have something to show:
 * paid ones (shipped or processing) and one unpaid, which the demo customer can pay or cancel.
 * Every demo reviewer has a paid one (only paying customers review). The product's stock in the
 * catalogue is what is left after them. The demo buyer's two were placed for its company's Leeds
 * depot at the list price before its contract: "Buy again" shows the contract price as a change,
 * and "Products we buy" has something to show.
 */
export interface DemoOrder {
  id: string;
  email: string;
  productId: string;
  orderQuantity: number;
  phone: string;
  address: string;
  status: OrderStatus;
  /** Set for paid orders (the database requires it); a test-gateway style id. */
  transactionId: string | null;
  /** How long ago the order was placed. */
  daysAgo: number;
  /** Placed by a member for the demo company's first location (its name and address copied, as checkout does). */
  forDemoCompany?: true;
}

const [amina, lars, priya] = DEMO_REVIEWERS;
const product = (name: string) => {
  const found = DEMO_PRODUCTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No demo product named ${name}`);
  return found.id;
};

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000001',
    email: amina.email,
    productId: product('Stainless Border Spade'),
    orderQuantity: 40,
    phone: '+880 1711 000101',
    address: 'Allotment Society Hall, Road 7, Dhanmondi, Dhaka',
    status: 'shipped',
    transactionId: 'pi_demo000000000000000001',
    daysAgo: 12,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000002',
    email: priya.email,
    productId: product('Bypass Pruning Shears'),
    orderQuantity: 48,
    phone: '+880 1711 000102',
    address: 'Green Leaf Nursery, Mirpur Road, Dhaka',
    status: 'processing',
    transactionId: 'pi_demo000000000000000002',
    daysAgo: 4,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000003',
    email: DEMO_CUSTOMER.email,
    productId: product('Steel Wheelbarrow, 85 L'),
    orderQuantity: 4,
    phone: '+880 1711 000103',
    address: 'House 12, Road 5, Gulshan, Dhaka',
    status: 'shipped',
    transactionId: 'pi_demo000000000000000003',
    daysAgo: 9,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000004',
    email: DEMO_CUSTOMER.email,
    productId: product('Hand Trowel'),
    orderQuantity: 36,
    phone: '+880 1711 000103',
    address: 'House 12, Road 5, Gulshan, Dhaka',
    status: 'pending',
    transactionId: null,
    daysAgo: 1,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000005',
    email: lars.email,
    productId: product('Ratchet Loppers'),
    orderQuantity: 12,
    phone: '+880 1711 000104',
    address: 'Orchard Cooperative, Savar, Dhaka',
    status: 'shipped',
    transactionId: 'pi_demo000000000000000005',
    daysAgo: 15,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000006',
    email: DEMO_BUYER.email,
    productId: product('Stainless Border Spade'),
    orderQuantity: 30,
    phone: DEMO_COMPANY.locations[0]!.phone,
    address: DEMO_COMPANY.locations[0]!.address,
    status: 'shipped',
    transactionId: 'pi_demo000000000000000006',
    daysAgo: 40,
    forDemoCompany: true,
  },
  {
    id: '3a6f1c2e-9b4d-4e7a-8c1f-6d2b00000007',
    email: DEMO_BUYER.email,
    productId: product('Hand Trowel'),
    orderQuantity: 48,
    phone: DEMO_COMPANY.locations[0]!.phone,
    address: DEMO_COMPANY.locations[0]!.address,
    status: 'shipped',
    transactionId: 'pi_demo000000000000000007',
    daysAgo: 20,
    forDemoCompany: true,
  },
];
