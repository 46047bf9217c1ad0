import 'package:flutter/material.dart';
import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_tts/flutter_tts.dart';
import 'package:timezone/timezone.dart' as tz;

import 'app.dart';
import 'read_aloud/read_aloud_controller.dart';
import 'reminders/digest_scheduler.dart';
import 'reminders/episode_reminders.dart';

final notifications = FlutterLocalNotificationsPlugin();
final readAloudController = ReadAloudController(FlutterTts());
final digestScheduler = DigestScheduler(notifications);
final episodeReminders = EpisodeReminders(notifications);

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  DigestScheduler.initTimeZones();
  debugPrint('[tz] initializeTimeZones done; tz.local=${tz.local.name}');
  await notifications.initialize(
    const InitializationSettings(iOS: DarwinInitializationSettings()),
  );
  runApp(const MurmurApp());
}
