import 'package:flutter/material.dart';

class NextPrayerCard extends StatelessWidget {
  const NextPrayerCard({super.key, required this.entryTime, this.clock = DateTime.now});

  final DateTime entryTime;
  final DateTime Function() clock;

  String get header {
    final now = clock();
    final today = DateTime(now.year, now.month, now.day);
    final day = DateTime(entryTime.year, entryTime.month, entryTime.day);
    return day == today ? 'TODAY' : (day.isBefore(today) ? 'YESTERDAY' : 'TOMORROW');
  }

  @override
  Widget build(BuildContext context) => Card(child: Text(header));
}
