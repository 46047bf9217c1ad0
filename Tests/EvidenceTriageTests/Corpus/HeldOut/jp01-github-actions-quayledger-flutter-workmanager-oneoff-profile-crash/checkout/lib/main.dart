import 'package:flutter/material.dart';
import 'package:workmanager/workmanager.dart';

import 'src/app.dart';
import 'src/sync/receipt_upload.dart';
import 'src/sync/sync_policy.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Workmanager().initialize(callbackDispatcher);
  await SyncPolicy(WorkmanagerGateway.live()).apply();
  runApp(const QuayledgerApp());
}
