import 'package:flutter/material.dart';
import 'package:timezone/timezone.dart' as tz;

import '../habits/habit_repository.dart';
import '../widgets/reminder_chip.dart';

class DailyPlanPage extends StatefulWidget {
  const DailyPlanPage({super.key, required this.repository});

  final HabitRepository repository;

  @override
  State<DailyPlanPage> createState() => _DailyPlanPageState();
}

class _DailyPlanPageState extends State<DailyPlanPage> {
  late tz.TZDateTime _today;

  @override
  void initState() {
    super.initState();
    // tz.local is set up by NotificationSetup.init() in main().
    _today = tz.TZDateTime.now(tz.local);
  }

  @override
  Widget build(BuildContext context) {
    final habits = widget.repository.habitsDueOn(_today);
    return Scaffold(
      appBar: AppBar(title: const Text('Today')),
      body: ListView(
        children: [
          for (final h in habits)
            ListTile(
              title: Text(h.name),
              trailing: ReminderChip(habit: h, day: _today),
            ),
        ],
      ),
    );
  }
}
