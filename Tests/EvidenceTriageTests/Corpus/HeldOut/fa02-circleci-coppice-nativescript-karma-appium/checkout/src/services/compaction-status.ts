import { ApplicationSettings } from '@nativescript/core';

// The Today widget reads this key from the shared App Group container.
export const WIDGET_GROUP = 'group.org.coppice.shared';
export const LAST_COMPACTION_KEY = 'lastCompactionAt';

export function publishCompactionFinished(at: Date): void {
  // Moved to ApplicationSettings in 3.2 "to drop the native calls".
  ApplicationSettings.setString(LAST_COMPACTION_KEY, at.toISOString());
}

export function readWidgetCompactionTime(): string | null {
  const defaults = NSUserDefaults.alloc().initWithSuiteName(WIDGET_GROUP);
  return defaults.stringForKey(LAST_COMPACTION_KEY);
}
