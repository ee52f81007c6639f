import { describe, expect, it } from 'vitest';
import { dayTicks, valueTicks } from '../../../src/client/features/overview/chart-axes';

describe("the sales chart's axes", () => {
  it('labels the values with round steps from 0 to at least the best day', () => {
    expect(valueTicks(55.5)).toEqual([0, 20, 40, 60]);
    expect(valueTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(1234.5)).toEqual([0, 500, 1000, 1500]);
    expect(valueTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it('dates about as many days as asked, today always among them', () => {
    expect(dayTicks(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(dayTicks(7, 6)).toEqual([0, 2, 4, 6]);
    expect(dayTicks(1, 6)).toEqual([0]);
    expect(dayTicks(0, 6)).toEqual([]);
  });
});
