/// Formats a tide height (feet, MLLW datum) for the tide card.
String formatHeightFeet(double feet) {
  // Heights are shown with one decimal; tiny negatives read as 0.0.
  final clamped = feet.abs() < 0.05 ? 0.0 : feet;
  return '${clamped.toStringAsFixed(2)} ft';
}

/// "in 2h 05m" for the next-tide countdown.
String formatUntil(Duration d) {
  final h = d.inHours;
  final m = d.inMinutes.remainder(60).toString().padLeft(2, '0');
  return 'in ${h}h ${m}m';
}
