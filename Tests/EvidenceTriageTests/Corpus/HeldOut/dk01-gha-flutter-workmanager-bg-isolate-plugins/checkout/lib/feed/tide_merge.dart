import 'tide_reading.dart';

class TideMerge {
  static const window = Duration(hours: 48);

  /// Merges cached and freshly fetched readings.
  static List<TideReading> merge(List<TideReading> cached, List<TideReading> fresh,
      {DateTime? now}) {
    final cutoff = (now ?? DateTime.now().toUtc()).subtract(window);
    // BUG: concatenation without keying on (station, at) keeps the duplicate
    // reading that appears in both lists.
    final all = [...cached, ...fresh].where((r) => r.at.isAfter(cutoff)).toList()
      ..sort((a, b) => a.at.compareTo(b.at));
    return all;
  }
}
