import { toCsv } from '../exportCsv';

describe('exportCsv', () => {
  it('quotes text with commas', () => {
    expect(toCsv([{ writtenAt: '2026-12-01T08:00:00Z', text: 'rain, then sun' }])).toBe(
      'writtenAt,text\n2026-12-01T08:00:00Z,"rain, then sun"',
    );
  });

  it('doubles embedded quotes', () => {
    expect(toCsv([{ writtenAt: '2026-12-01T08:00:00Z', text: 'she said "go"' }])).toBe(
      'writtenAt,text\n2026-12-01T08:00:00Z,"she said ""go"""',
    );
  });
});
