import 'package:flutter/material.dart';
import 'package:shared_preferences/shared_preferences.dart';

import 'roster/week_layout.dart';

class ShiftlyApp extends StatelessWidget {
  const ShiftlyApp({super.key});

  @override
  Widget build(BuildContext context) => const MaterialApp(home: RosterScreen());
}

class RosterScreen extends StatefulWidget {
  const RosterScreen({super.key});
  @override
  State<RosterScreen> createState() => _RosterScreenState();
}

class _RosterScreenState extends State<RosterScreen> {
  String _lastSync = 'never';

  @override
  void initState() {
    super.initState();
    SharedPreferences.getInstance().then((prefs) {
      final value = prefs.getString('last_sync') ?? 'never';
      debugPrint('[Shiftly] roster screen: last sync = $value');
      setState(() => _lastSync = value);
    });
  }

  @override
  Widget build(BuildContext context) {
    final labels = WeekLayout.columnLabels();
    return Scaffold(
      appBar: AppBar(title: const Text('Roster')),
      body: Column(children: [
        const Text('Background sync enabled'),
        Semantics(identifier: 'last-sync-label', child: Text('Last sync: $_lastSync')),
        Row(children: [
          for (var i = 0; i < labels.length; i++)
            Semantics(identifier: 'roster-column-$i', child: Text(labels[i])),
        ]),
      ]),
    );
  }
}
