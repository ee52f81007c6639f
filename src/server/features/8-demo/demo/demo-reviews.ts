import { DEMO_CUSTOMER, DEMO_REVIEWERS } from '../../3-accounts/accounts/demo-accounts';

/**
 * A few customer reviews for the home page, newest first; fixed ids keep seeding idempotent. One
 * per reviewer, each of whom has a paid demo order (demo-orders.ts), as the review rules require
 * (docs/product.md#reviews). Databases seeded before that kept each reviewer's newest (migration
 * 2026-11-24T01-00), which are these.
 */
export interface DemoReview {
  id: string;
  /** The reviewer's demo account. */
  email: string;
  rating: number;
  review: string;
}

const [amina, lars, priya] = DEMO_REVIEWERS;

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    id: '9e4b2c7d-1f3a-4d6e-8b5c-7a1e00000001',
    email: amina.email,
    rating: 5,
    review: 'We equip three allotment societies and ordered forty border spades for the spring. Every one arrived sharp, and the minimum order suited us exactly.',
  },
  {
    id: '9e4b2c7d-1f3a-4d6e-8b5c-7a1e00000002',
    email: lars.email,
    rating: 4,
    review: 'The ratchet loppers cut through old apple wood that jammed our previous pair. One handle grip was loose on arrival, replaced within the week.',
  },
  {
    id: '9e4b2c7d-1f3a-4d6e-8b5c-7a1e00000003',
    email: priya.email,
    rating: 5,
    review: 'Our nursery staff use the bypass shears all day. Clean cuts, comfortable springs, and buying by the box brings the price down nicely.',
  },
  {
    id: '9e4b2c7d-1f3a-4d6e-8b5c-7a1e00000004',
    email: DEMO_CUSTOMER.email,
    rating: 4,
    review: 'Solid wheelbarrows for the landscaping crew. The tray takes a beating and the tyres have not gone flat once in a muddy season.',
  },
];
