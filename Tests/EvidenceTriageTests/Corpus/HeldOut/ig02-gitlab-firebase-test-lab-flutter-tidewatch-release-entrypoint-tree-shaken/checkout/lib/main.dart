import 'package:flutter/material.dart';

import 'background/service.dart';
import 'tides/home_page.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await configureBackgroundService();
  runApp(const TidewatchApp());
}

class TidewatchApp extends StatelessWidget {
  const TidewatchApp({super.key});

  @override
  Widget build(BuildContext context) => MaterialApp(title: 'Tidewatch', home: const HomePage());
}
