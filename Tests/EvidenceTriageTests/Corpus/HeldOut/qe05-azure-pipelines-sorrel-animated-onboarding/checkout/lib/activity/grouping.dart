class Activity {
  Activity({required this.at, required this.amount});
  final DateTime at;
  final double amount;
}

Map<String, List<Activity>> groupByDay(List<Activity> items) {
  final out = <String, List<Activity>>{};
  for (final a in items) {
    final d = a.at.toUtc();
    final key = '${d.year}-${d.month}-${d.day}';
    (out[key] ??= []).add(a);
  }
  return out;
}
