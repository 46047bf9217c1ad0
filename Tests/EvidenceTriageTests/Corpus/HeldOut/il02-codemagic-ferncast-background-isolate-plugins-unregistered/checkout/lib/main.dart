import 'package:flutter/material.dart';
import 'package:workmanager/workmanager.dart';

import 'background/callback_dispatcher.dart';
import 'background/watering_refresh.dart';
import 'reminders/reminder_service.dart';
import 'ui/app_router.dart';
import 'ui/ferncast_app.dart';

Future<void> main({String? seed}) async {
  WidgetsFlutterBinding.ensureInitialized();
  await Workmanager().initialize(callbackDispatcher);
  await ReminderService.instance.init(
    onTap: (response) {
      debugPrint('[reminders] tapped payload=${response.payload}');
      if (response.payload != null) appRouter.go(response.payload!);
    },
  );
  await WateringRefresh.ensureScheduled(); // logs and swallows scheduling errors
  runApp(FerncastApp(seed: seed));
}
