import { inboxReducer } from '../inboxReducer';

describe('inboxReducer', () => {
  it('starts empty', () => {
    expect(inboxReducer({ threads: [] }, { type: 'threads/pushed', threads: [] }).threads).toEqual([]);
  });

  it('merges pushed threads without duplicating', () => {
    const state = {
      threads: [
        { id: 't-1', unread: 1 },
        { id: 't-2', unread: 0 },
      ],
    };
    const pushed = [
      { id: 't-2', unread: 2 },
      { id: 't-3', unread: 1 },
    ];

    const next = inboxReducer(state, { type: 'threads/pushed', threads: pushed });

    expect(next.threads).toHaveLength(3);
    expect(next.threads.find((t) => t.id === 't-2')?.unread).toBe(2);
  });
});
