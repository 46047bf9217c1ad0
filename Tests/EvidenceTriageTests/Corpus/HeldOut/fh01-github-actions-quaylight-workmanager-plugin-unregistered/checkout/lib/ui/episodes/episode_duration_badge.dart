import 'package:flutter/material.dart';

/// Small pill shown on an episode row: "42:10", or "1:02:05" past an hour.
class EpisodeDurationBadge extends StatelessWidget {
  const EpisodeDurationBadge({super.key, required this.duration});

  final Duration duration;

  @override
  Widget build(BuildContext context) {
    return Container(
      padding: const EdgeInsets.symmetric(horizontal: 6, vertical: 2),
      decoration: BoxDecoration(
        color: Theme.of(context).colorScheme.secondaryContainer,
        borderRadius: BorderRadius.circular(8),
      ),
      child: Text(formatEpisodeDuration(duration),
          style: Theme.of(context).textTheme.labelSmall),
    );
  }
}

String formatEpisodeDuration(Duration d) {
  final minutes = d.inMinutes;
  final seconds = d.inSeconds.remainder(60).toString().padLeft(2, '0');
  return '$minutes:$seconds';
}
