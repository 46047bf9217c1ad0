import 'package:flutter/material.dart';

import '../data/tide.dart';

class HighTideCard extends StatelessWidget {
  const HighTideCard({super.key, required this.tide});

  final Tide tide;

  @override
  Widget build(BuildContext context) {
    return Card(
      child: ListTile(
        title: Text(tide.localTimeLabel),
        subtitle: const Text('High water'),
        trailing: Text('${tide.heightMetres.toStringAsFixed(2)} m',
            key: const Key('high-tide-height')),
      ),
    );
  }
}
