import { formatDueLabel, parseDue } from '../parseDue';

// Runs under Jest/Node (V8). The device build runs the same code on JavaScriptCore.
describe('parseDue', () => {
  it('parses the API wall-clock format', () => {
    const d = parseDue('2026-03-14 09:30:00');
    expect(d.getFullYear()).toBe(2026);
    expect(d.getHours()).toBe(9);
  });

  it('formats the card label', () => {
    expect(formatDueLabel({ id: 'rem_7', title: 'VAT return', due: '2026-03-14 09:30:00' }))
      .toBe('Due Mar 14, 9:30 AM');
  });
});
