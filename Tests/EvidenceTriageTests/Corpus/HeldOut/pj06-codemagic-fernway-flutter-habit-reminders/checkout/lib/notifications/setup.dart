import 'package:awesome_notifications/awesome_notifications.dart';
import 'package:flutter/material.dart';

Future<void> bootstrapNotifications() async {
  await AwesomeNotifications().initialize(null, [
    NotificationChannel(channelKey: 'habits', channelName: 'Habit reminders', channelDescription: 'Daily habit nudges'),
  ]);
}

class HabitHome extends StatefulWidget {
  const HabitHome({super.key});
  @override
  State<HabitHome> createState() => _HabitHomeState();
}

class _HabitHomeState extends State<HabitHome> {
  @override
  void initState() {
    super.initState();
    Future.delayed(const Duration(seconds: 2), () {
      AwesomeNotifications().actionStream.listen((action) {
        Navigator.of(context).pushNamed('/habit', arguments: action.payload?['habitId']);
      });
    });
  }

  @override
  Widget build(BuildContext context) => const SizedBox.shrink();
}
