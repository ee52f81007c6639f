import { z } from 'zod';
import { idSchema } from './ids';

/** How many days the overview's sales chart covers, today included. */
export const SALES_DAYS = 30;

export const dailySalesSchema = z.object({
  /** A UTC calendar day, `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** Paid orders of the day, the units of their lines, and the sum of their totals in dollars; 0 on a day without sales. */
  orders: z.number().int(),
  units: z.number().int(),
  total: z.number(),
});

export type DailySales = z.infer<typeof dailySalesSchema>;

/** The admin's overview: recent sales and what needs attention. */
export const overviewSchema = z.object({
  /** Oldest first, one entry per day. */
  salesByDay: z.array(dailySalesSchema),
  /** Unpaid orders still open (not cancelled or expired). */
  openUnpaidOrders: z.number().int(),
  /** Paid orders not yet shipped. */
  awaitingShipment: z.number().int(),
  /** Live products whose stock is below twice their minimum order, lowest stock first. */
  lowStock: z.array(z.object({ _id: idSchema, name: z.string(), quantity: z.number().int(), minimumOrder: z.number().int() })),
});

export type Overview = z.infer<typeof overviewSchema>;
