/// "Updated 5 mins ago" labels on the readings list.
String relativeTimestamp(DateTime then, DateTime now) {
  final minutes = now.difference(then).inMinutes;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return '$minutes mins ago';
  final hours = minutes ~/ 60;
  if (hours < 24) return hours == 1 ? '1 hour ago' : '$hours hours ago';
  final days = hours ~/ 24;
  return days == 1 ? 'yesterday' : '$days days ago';
}
