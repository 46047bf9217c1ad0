import { mergeJournalEntries } from '../mergeJournalEntries';

describe('mergeJournalEntries', () => {
  it('keeps entries that exist on one side only', () => {
    const merged = mergeJournalEntries(
      [{ id: 'a', text: 'sowed peas', updatedAt: 10, source: 'local' }],
      [{ id: 'b', text: 'pruned roses', updatedAt: 11, source: 'server' }],
    );
    expect(merged.map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('prefers the server copy when updatedAt is equal', () => {
    const merged = mergeJournalEntries(
      [{ id: 'a', text: 'local edit', updatedAt: 20, source: 'local' }],
      [{ id: 'a', text: 'server edit', updatedAt: 20, source: 'server' }],
    );
    expect(merged[0].text).toBe('server edit');
  });
});
