import { ApplicationSettings } from '@nativescript/core';

import {
  LAST_COMPACTION_KEY,
  WIDGET_GROUP,
  publishCompactionFinished,
  readWidgetCompactionTime,
} from '../services/compaction-status';

describe('CompactionStatus', () => {
  afterEach(() => {
    ApplicationSettings.remove(LAST_COMPACTION_KEY);
    NSUserDefaults.alloc().initWithSuiteName(WIDGET_GROUP).removeObjectForKey(LAST_COMPACTION_KEY);
  });

  it('stores the finish time in app settings', () => {
    const at = new Date('2025-03-11T02:00:00.000Z');
    publishCompactionFinished(at);
    expect(ApplicationSettings.getString(LAST_COMPACTION_KEY)).toEqual(at.toISOString());
  });

  it('publishes the last compaction time to the widget group', () => {
    const at = new Date();
    publishCompactionFinished(at);

    expect(readWidgetCompactionTime()).toEqual(at.toISOString());
  });
});
