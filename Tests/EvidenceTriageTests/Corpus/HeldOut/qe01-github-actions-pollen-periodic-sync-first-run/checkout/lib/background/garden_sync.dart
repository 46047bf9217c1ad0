import 'dart:async';

import 'package:shared_preferences/shared_preferences.dart';
import 'package:workmanager/workmanager.dart';

@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, input) async {
    final prefs = await SharedPreferences.getInstance();
    await prefs.reload();
    await prefs.setString(GardenSync.lastRunKey, DateTime.now().toIso8601String());
    return true;
  });
}

class GardenSync {
  GardenSync._();
  static final instance = GardenSync._();

  static const periodicTaskId = 'com.pollenapps.pollen.periodicSync';
  static const lastRunKey = 'garden_sync.last_run';

  Future<void> init() => Workmanager().initialize(callbackDispatcher);

  Future<void> schedulePeriodic({
    required Duration initialDelay,
    required Duration frequency,
  }) {
    return Workmanager().registerPeriodicTask(
      periodicTaskId,
      periodicTaskId,
      initialDelay: initialDelay,
      frequency: frequency,
    );
  }

  Future<List<String>> scheduledTasks() async {
    final out = await Workmanager().printScheduledTasks();
    return out.split('\n').where((l) => l.contains('pollen')).map((l) => l.trim()).toList();
  }

  Future<DateTime?> waitForRun({required Duration pollEvery}) async {
    final prefs = await SharedPreferences.getInstance();
    while (true) {
      await prefs.reload();
      final raw = prefs.getString(lastRunKey);
      if (raw != null) return DateTime.parse(raw);
      await Future<void>.delayed(pollEvery);
    }
  }
}
