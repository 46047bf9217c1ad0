import { outboxReducer } from '../src/outbox/outboxReducer';

describe('outboxReducer', () => {
  it('removes an item once sent', () => {
    const s = outboxReducer([{ clientId: 'a', body: 'hi', attempts: 1 }], { type: 'sent', clientId: 'a' });
    expect(s).toEqual([]);
  });

  it('dedupes a retried send by clientId', () => {
    let s = outboxReducer([], { type: 'enqueue', item: { clientId: 'c-17', body: 'On my way', attempts: 1 } });
    s = outboxReducer(s, { type: 'enqueue', item: { clientId: 'c-17', body: 'On my way', attempts: 2 } });
    expect(s).toHaveLength(1);
    expect(s[0].attempts).toBe(2);
  });
});
