import { render, screen } from '@testing-library/react-native';
import React from 'react';

import { SyncStatus } from '../SyncStatus';

describe('SyncStatus', () => {
  const now = new Date('2026-03-19T07:30:00Z');

  it('shows "Synced just now" under a minute', () => {
    render(<SyncStatus lastSyncedAt={new Date('2026-03-19T07:29:40Z')} now={now} />);
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Synced just now');
  });

  it('rounds to the nearest minute', () => {
    render(<SyncStatus lastSyncedAt={new Date('2026-03-19T07:25:20Z')} now={now} />);
    expect(screen.getByTestId('sync-status')).toHaveTextContent('Synced 5 min ago');
  });
});
