import 'package:intl/intl.dart';

class DigestFormatter {
  DigestFormatter({required this.clock});
  final DateTime Function() clock;

  String relative(DateTime t) {
    final now = clock();
    final today = DateTime(now.year, now.month, now.day);
    final day = DateTime(t.year, t.month, t.day);
    final days = today.difference(day).inDays;
    final hm = DateFormat('HH:mm').format(t);
    if (days == 0) return 'Today, $hm';
    // BUG: the "yesterday" branch was folded into the generic one.
    if (days < 7) return '$days day${days == 1 ? '' : 's'} ago, $hm';
    return '${DateFormat('EEE d MMM').format(t)}, $hm';
  }
}
