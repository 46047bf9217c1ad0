class WeeklySummary {
  WeeklySummary({required this.done, required this.planned});

  final int done;
  final int planned;

  String get completionLabel {
    if (planned == 0) return '0%';
    final pct = (done * 100) ~/ planned;
    return '$pct%';
  }
}
