import 'package:flutter/material.dart';

/// "Last synced" row. While a sync is pending it shows a shimmer that loops
/// until the next background run reports in.
class SyncStatusTile extends StatefulWidget {
  const SyncStatusTile({super.key, required this.lastSynced, required this.pending});
  final DateTime? lastSynced;
  final bool pending;

  @override
  State<SyncStatusTile> createState() => _SyncStatusTileState();
}

class _SyncStatusTileState extends State<SyncStatusTile> with SingleTickerProviderStateMixin {
  late final AnimationController _shimmer =
      AnimationController(vsync: this, duration: const Duration(milliseconds: 1200))..repeat();

  @override
  Widget build(BuildContext context) {
    return ListTile(
      leading: FadeTransition(opacity: _shimmer, child: const Icon(Icons.sync)),
      title: Text(widget.lastSynced == null ? 'Not synced yet' : 'Synced'),
      trailing: widget.pending ? const CircularProgressIndicator() : const Icon(Icons.check_circle, key: Key('synced-badge')),
    );
  }

  @override
  void dispose() {
    _shimmer.dispose();
    super.dispose();
  }
}
