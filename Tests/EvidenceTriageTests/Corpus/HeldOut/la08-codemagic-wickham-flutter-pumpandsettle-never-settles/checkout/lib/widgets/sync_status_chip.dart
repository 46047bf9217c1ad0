import 'package:flutter/material.dart';

/// Status chip on the garden screen. The dot pulses to show the app is "live".
class SyncStatusChip extends StatefulWidget {
  const SyncStatusChip({super.key, required this.label});
  final String label;
  @override
  State<SyncStatusChip> createState() => _SyncStatusChipState();
}

class _SyncStatusChipState extends State<SyncStatusChip> with SingleTickerProviderStateMixin {
  // Repeats forever, also after the sync has finished and the label reads "Synced".
  late final AnimationController _pulse =
      AnimationController(vsync: this, duration: const Duration(milliseconds: 900))..repeat(reverse: true);

  @override
  void dispose() { _pulse.dispose(); super.dispose(); }

  @override
  Widget build(BuildContext context) => Chip(
        avatar: FadeTransition(opacity: _pulse, child: const Icon(Icons.circle, size: 10)),
        label: Text(widget.label),
      );
}
