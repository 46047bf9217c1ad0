String daysSinceWateredLabel(DateTime lastWatered, DateTime now) {
  final days = now.difference(lastWatered).inDays;
  if (days == 0) return 'watered today';
  return days == 1 ? '1 day ago' : '$days days ago';
}
