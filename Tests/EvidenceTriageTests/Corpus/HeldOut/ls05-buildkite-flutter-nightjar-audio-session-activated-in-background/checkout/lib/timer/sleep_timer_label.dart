/// "12 min" under the moon icon while the sleep timer runs.
String sleepTimerLabel(Duration remaining) {
  if (remaining <= Duration.zero) return 'Off';
  final minutes = remaining.inMinutes;
  return '$minutes min';
}
