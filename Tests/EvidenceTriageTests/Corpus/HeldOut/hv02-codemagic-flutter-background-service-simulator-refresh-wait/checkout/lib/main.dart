import 'package:flutter/material.dart';

import 'background/background_service.dart';
import 'screens/harbour_screen.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await initBackgroundService();
  runApp(const TidewatchApp());
}

class TidewatchApp extends StatelessWidget {
  const TidewatchApp({super.key});

  @override
  Widget build(BuildContext context) => const MaterialApp(title: 'Tidewatch', home: HarbourScreen());
}
