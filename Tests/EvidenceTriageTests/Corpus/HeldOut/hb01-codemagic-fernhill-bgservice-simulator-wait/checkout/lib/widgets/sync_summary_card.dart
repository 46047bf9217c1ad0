import 'package:flutter/material.dart';

typedef Clock = DateTime Function();

class SyncSummaryCard extends StatelessWidget {
  const SyncSummaryCard({super.key, required this.lastSync, Clock? clock})
      : clock = clock ?? DateTime.now;

  final DateTime? lastSync;
  final Clock clock;

  String get label {
    final last = lastSync;
    if (last == null) return 'Never synced';
    final minutes = clock().difference(last).inMinutes;
    if (minutes < 1) return 'Synced just now';
    if (minutes < 60) {
      return 'Synced $minutes ${minutes == 1 ? 'minute' : 'minutes'} ago';
    }
    final hours = minutes ~/ 60;
    return 'Synced $hours h ago';
  }

  @override
  Widget build(BuildContext context) {
    return Card(
      child: Padding(
        padding: const EdgeInsets.all(12),
        child: Text(label, style: Theme.of(context).textTheme.labelMedium),
      ),
    );
  }
}
