import 'package:flutter/material.dart';

import 'tide_table.dart';

class TideChart extends StatelessWidget {
  const TideChart({super.key, required this.table});

  final TideTable table;

  @override
  Widget build(BuildContext context) {
    final low = table.lowest;
    return Column(
      children: [
        Expanded(child: CustomPaint(painter: _TideCurvePainter(table))),
        Text('Low tide ${low.height.toStringAsFixed(1)} m at ${low.timeLabel}',
            key: const Key('low-water-label')),
      ],
    );
  }
}

class _TideCurvePainter extends CustomPainter {
  _TideCurvePainter(this.table);
  final TideTable table;

  @override
  void paint(Canvas canvas, Size size) {}

  @override
  bool shouldRepaint(covariant _TideCurvePainter oldDelegate) => oldDelegate.table != table;
}
