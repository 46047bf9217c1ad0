import 'article.dart';

/// Groups articles under "Today", "Yesterday" or a date label.
Map<String, List<Article>> groupByDay(List<Article> articles, DateTime now) {
  final result = <String, List<Article>>{};
  final today = DateTime.utc(now.year, now.month, now.day);
  for (final a in articles) {
    // Day boundary computed on the UTC value of the timestamp.
    final t = a.publishedAt.toUtc();
    final day = DateTime.utc(t.year, t.month, t.day);
    final diff = today.difference(day).inDays;
    final label = diff == 0 ? 'Today' : diff == 1 ? 'Yesterday' : '${day.month}/${day.day}';
    result.putIfAbsent(label, () => []).add(a);
  }
  return result;
}
