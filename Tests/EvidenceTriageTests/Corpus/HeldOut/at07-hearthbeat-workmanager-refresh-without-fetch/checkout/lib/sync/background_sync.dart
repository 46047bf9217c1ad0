import 'dart:io';
import 'package:workmanager/workmanager.dart';

const backgroundSyncTask = 'backgroundSync';

Future<void> scheduleBackgroundSync() async {
  if (Platform.isIOS) {
    // periodic on iOS = BGAppRefreshTaskRequest; needs UIBackgroundModes `fetch`
    await Workmanager().registerPeriodicTask(
      'dev.hearthbeat.app.backgroundSync',
      backgroundSyncTask,
      frequency: const Duration(minutes: 15),
    );
  }
}
