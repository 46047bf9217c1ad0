import 'package:flutter/services.dart';

const _channel = MethodChannel('dev.sproutling.app/background');

const backupTask = 'dev.sproutling.app.backup';
// New in this PR: sync sleep logs with the partner's device a few times a day.
const periodicSyncTask = 'dev.sproutling.app.periodic-sync';

Future<void> scheduleBackgroundWork() async {
  await _channel.invokeMethod('submitProcessing', {'id': backupTask, 'requiresPower': true});
  await _channel.invokeMethod('submitRefresh', {'id': periodicSyncTask, 'everySeconds': 4 * 3600});
}
