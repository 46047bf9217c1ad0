import 'package:intl/intl.dart';

class DigestThread {
  DigestThread(this.subject, this.lastMessageAt);
  final String subject;
  final DateTime lastMessageAt;
}

/// Groups threads under "Today", "Yesterday" or a weekday heading.
Map<String, List<DigestThread>> groupByDay(List<DigestThread> threads, DateTime now) {
  final result = <String, List<DigestThread>>{};
  final today = DateTime.utc(now.year, now.month, now.day);
  for (final t in threads) {
    final at = t.lastMessageAt.toUtc();
    final day = DateTime.utc(at.year, at.month, at.day);
    final diff = today.difference(day).inDays;
    final label = diff == 0
        ? 'Today'
        : diff == 1
            ? 'Yesterday'
            : DateFormat.EEEE().format(day);
    result.putIfAbsent(label, () => []).add(t);
  }
  return result;
}
