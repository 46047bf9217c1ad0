import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class TideCard extends StatelessWidget {
  const TideCard({super.key, required this.nextHighWater, required this.heightMetres});

  final DateTime nextHighWater;
  final double heightMetres;

  @override
  Widget build(BuildContext context) {
    final time = DateFormat.jm().format(nextHighWater);
    return Card(
      child: ListTile(
        title: const Text('Next high water'),
        subtitle: Text(time, key: const Key('tide-card-time')),
        trailing: Text('${heightMetres.toStringAsFixed(1)} m'),
      ),
    );
  }
}
