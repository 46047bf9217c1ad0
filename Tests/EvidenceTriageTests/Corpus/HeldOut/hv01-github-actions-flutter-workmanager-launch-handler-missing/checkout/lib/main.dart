import 'package:flutter/material.dart';

import 'background/background_scheduler.dart';
import 'screens/today_screen.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  // Registers the periodic feed refresh with workmanager (BGAppRefreshTask on iOS).
  await BackgroundScheduler.init();
  runApp(const LarkspurApp());
}

class LarkspurApp extends StatelessWidget {
  const LarkspurApp({super.key});

  @override
  Widget build(BuildContext context) => const MaterialApp(title: 'Larkspur', home: TodayScreen());
}
