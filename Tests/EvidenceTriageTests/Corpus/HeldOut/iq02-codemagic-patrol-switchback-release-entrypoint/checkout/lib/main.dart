import 'package:flutter/material.dart';

import 'tracking/tracking_service.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await TrackingService.configure();
  runApp(const SwitchbackApp());
}

class SwitchbackApp extends StatelessWidget {
  const SwitchbackApp({super.key});
  @override
  Widget build(BuildContext context) => const MaterialApp(home: Scaffold(body: Center(child: Text('Switchback'))));
}
