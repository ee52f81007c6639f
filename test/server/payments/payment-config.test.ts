import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('payment settings', () => {
  it('holds unpaid orders 48 hours and allows 10 open unpaid orders by default', () => {
    const { payments } = loadConfig({});
    expect(payments.orderHoldMs).toBe(48 * 3_600_000);
    expect(payments.maxOpenUnpaidOrders).toBe(10);
  });

  it('takes hours with decimals', () => {
    expect(loadConfig({ ORDER_HOLD_HOURS: '0.25' }).payments.orderHoldMs).toBe(15 * 60_000);
    expect(loadConfig({ MAX_OPEN_UNPAID_ORDERS: '3' }).payments.maxOpenUnpaidOrders).toBe(3);
  });

  it.each([
    [{ ORDER_HOLD_HOURS: '0' }, 'ORDER_HOLD_HOURS'],
    [{ ORDER_HOLD_HOURS: '-1' }, 'ORDER_HOLD_HOURS'],
    [{ ORDER_HOLD_HOURS: 'soon' }, 'ORDER_HOLD_HOURS'],
    [{ MAX_OPEN_UNPAID_ORDERS: '2.5' }, 'MAX_OPEN_UNPAID_ORDERS'],
    [{ MAX_OPEN_UNPAID_ORDERS: '0' }, 'MAX_OPEN_UNPAID_ORDERS'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
