import 'dart:io';

import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

import 'background/clock_sync_service.dart';
import 'roster/roster_screen.dart';
import 'shifts/shift_store.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();

  // The foreground clock-sync service only matters on Android, where the
  // OS kills the app during long shifts. iOS keeps the timer in the UI.
  // (PR #1184: skip the background service on iOS entirely.)
  if (Platform.isAndroid) {
    await ClockSyncService.configure();
  }

  runApp(
    ChangeNotifierProvider(
      create: (_) => ShiftStore(),
      child: const ShiftboardApp(),
    ),
  );
}

class ShiftboardApp extends StatelessWidget {
  const ShiftboardApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Shiftboard',
      theme: ThemeData(colorSchemeSeed: const Color(0xFF2F6F4E)),
      home: const RosterScreen(),
    );
  }
}
