/// Task identifiers. On iOS each one is also a BGTaskScheduler identifier and
/// must be listed in BGTaskSchedulerPermittedIdentifiers (ios/Runner/Info.plist)
/// and registered in AppDelegate.swift.
abstract final class TaskNames {
  static const nightlyExport = 'com.brackwater.tides.export';
  static const tideRefresh = 'com.brackwater.tides.refresh';
}
