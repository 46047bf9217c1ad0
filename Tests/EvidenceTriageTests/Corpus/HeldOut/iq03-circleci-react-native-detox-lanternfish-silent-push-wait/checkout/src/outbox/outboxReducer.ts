export type OutboxItem = { clientId: string; body: string; attempts: number };
export type OutboxAction = { type: 'enqueue'; item: OutboxItem } | { type: 'sent'; clientId: string };

export function outboxReducer(state: OutboxItem[], action: OutboxAction): OutboxItem[] {
  switch (action.type) {
    case 'enqueue':
      // A retry re-enqueues the same clientId with attempts + 1.
      return [...state, action.item];
    case 'sent':
      return state.filter((i) => i.clientId !== action.clientId);
  }
}
