import 'package:test/test.dart';
import 'package:tides/feed/tide_merge.dart';
import 'package:tides/feed/tide_reading.dart';

void main() {
  final t0 = DateTime.utc(2026, 11, 29, 6);
  TideReading r(int station, DateTime at, double h) =>
      TideReading(station: station, at: at, heightM: h);

  group('TideMerge', () {
    test('merge sorts readings by time', () {
      final merged = TideMerge.merge([r(1, t0.add(const Duration(minutes: 6)), 1.0)], [r(1, t0, 0.9)]);
      expect(merged.map((e) => e.at), [t0, t0.add(const Duration(minutes: 6))]);
    });

    test('merge keeps one reading per station and timestamp', () {
      final cached = [
        r(8443970, t0, 1.42),
        r(8447930, t0, 0.91),
      ];
      final fresh = [
        r(8443970, t0, 1.42),
        r(8443970, t0.add(const Duration(minutes: 6)), 1.47),
      ];
      final merged = TideMerge.merge(cached, fresh);
      expect(merged, hasLength(3));
    });

    test('merge drops readings older than the window', () {
      final merged = TideMerge.merge([r(1, t0.subtract(const Duration(days: 3)), 1.0)], [], now: t0);
      expect(merged, isEmpty);
    });
  });
}
