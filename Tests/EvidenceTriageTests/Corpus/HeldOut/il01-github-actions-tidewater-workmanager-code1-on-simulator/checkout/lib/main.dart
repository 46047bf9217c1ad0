import 'package:flutter/material.dart';
import 'package:workmanager/workmanager.dart';

import 'background/callback_dispatcher.dart';
import 'background/tide_refresh.dart';
import 'ui/tidewater_app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Workmanager().initialize(callbackDispatcher);
  await TideRefresh.instance.ensureScheduled();
  runApp(const TidewaterApp());
}
