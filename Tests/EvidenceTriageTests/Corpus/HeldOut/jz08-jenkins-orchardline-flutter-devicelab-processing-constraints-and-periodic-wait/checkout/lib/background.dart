import 'package:workmanager/workmanager.dart';

const periodicSync = 'com.orchardline.app.periodic-sync';

Future<void> enableAutomaticSync() => Workmanager().registerPeriodicTask(
      periodicSync,
      periodicSync,
      frequency: const Duration(minutes: 15),
      constraints: Constraints(networkType: NetworkType.connected),
    );
