import { sumByLocalDay } from '../sampleAggregator';
import samples from './fixtures/steps-dst-2026-03-29.json';

describe('sampleAggregator', () => {
  it('sums steps per local day across DST', () => {
    const days = sumByLocalDay(samples, 'Europe/Stockholm');
    expect(days['2026-03-29']).toBe(8412);
  });
});
