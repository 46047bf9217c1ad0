import 'package:background_fetch/background_fetch.dart';
import 'package:flutter/material.dart';

import 'background/fetch.dart';
import 'ui/app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  runApp(const HivecountApp());
  // Headless: runs the upload when the OS wakes us after termination.
  BackgroundFetch.registerHeadlessTask(backgroundFetchHeadlessTask);
  await configureBackgroundFetch();
}
