export type Thread = { id: string; unread: number };
export type InboxState = { threads: Thread[] };
type Action = { type: 'threads/pushed'; threads: Thread[] };

export function inboxReducer(state: InboxState, action: Action): InboxState {
  switch (action.type) {
    case 'threads/pushed':
      // Appends what the push carried; an existing thread id is not replaced.
      return { threads: [...state.threads, ...action.threads] };
    default:
      return state;
  }
}
