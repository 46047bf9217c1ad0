import 'package:workmanager/workmanager.dart';

import 'callback_dispatcher.dart';

class BackgroundSync {
  bool isInitialized = false;
  bool periodicRegistered = false;
  final List<String> pending = [];

  Future<void> initialize() async {
    if (isInitialized) return;
    print('[sync] Workmanager.initialize(callbackDispatcher, isInDebugMode: false)');
    await Workmanager().initialize(callbackDispatcher, isInDebugMode: false);
    isInitialized = true;
  }

  Future<void> schedulePeriodicRefresh(Duration every) async {
    print('[sync] registering periodic task "tidemark-periodic-refresh" every $every');
    // BUG (7c41e9a): no platform guard. workmanager 0.5.x implements
    // registerPeriodicTask on Android only.
    await Workmanager().registerPeriodicTask(
      'tidemark-periodic-refresh',
      'tidemark-periodic-refresh',
      frequency: every,
    );
    periodicRegistered = true;
  }

  Future<void> scheduleUpload() async {
    print('[sync] registering one-off task "tidemark-upload-pending" (constraints: NetworkType.connected)');
    try {
      await Workmanager().registerOneOffTask(
        'tidemark-upload-pending',
        'tidemark-upload-pending',
        constraints: Constraints(networkType: NetworkType.connected),
      );
      pending.add('tidemark-upload-pending');
    } catch (e) {
      print(e);
      print('[sync] upload scheduling failed; falling back to next foreground resume');
    }
  }

  Future<void> cancelAll() async {
    print('[sync] Workmanager.cancelAll()');
    await Workmanager().cancelAll();
    pending.clear();
  }
}
