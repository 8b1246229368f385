// The bench's CPU calibration follows the Lighthouse throttling calculator's anchors.
import { describe, expect, it } from 'vitest';
import { slowdownForIndex } from './lighthouse';

describe('slowdownForIndex', () => {
  it("gives Lighthouse's default 4x to a host of about 1533 and scales from the calculator's anchors", () => {
    expect(slowdownForIndex(1533)).toBe(4);
    expect(slowdownForIndex(1300)).toBe(3);
    expect(slowdownForIndex(2000)).toBe(6);
    expect(slowdownForIndex(800)).toBe(2);
    expect(slowdownForIndex(1050)).toBe(2.5);
    expect(slowdownForIndex(150)).toBe(1);
  });

  it('never slows a weak host below 1x', () => {
    expect(slowdownForIndex(100)).toBe(1);
    expect(slowdownForIndex(0)).toBe(1);
  });
});
