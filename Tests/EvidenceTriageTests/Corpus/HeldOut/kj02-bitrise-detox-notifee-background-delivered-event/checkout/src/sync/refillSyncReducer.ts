export type RefillSyncState = 'idle' | 'syncing' | 'error';

export type RefillSyncAction =
  | { type: 'sync/start' }
  | { type: 'sync/finished'; status: 200 | 304 }
  | { type: 'sync/failed' };

export function refillSyncReducer(state: RefillSyncState, action: RefillSyncAction): RefillSyncState {
  switch (action.type) {
    case 'sync/start':
      return 'syncing';
    case 'sync/finished':
      // 304 Not Modified leaves the state untouched, so the banner keeps "syncing".
      return action.status === 200 ? 'idle' : state;
    case 'sync/failed':
      return 'error';
    default:
      return state;
  }
}
