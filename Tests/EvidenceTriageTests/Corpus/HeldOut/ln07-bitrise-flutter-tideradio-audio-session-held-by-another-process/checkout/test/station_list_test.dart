import 'package:flutter_test/flutter_test.dart';
import 'package:tideradio/stations/station_list.dart';

void main() {
  group('station list', () {
    test('sorts stations by listener count, busiest first', () {
      final sorted = sortByListeners(const [Station('A', 10), Station('B', 250), Station('C', 40)]);
      expect(sorted.map((s) => s.name), ['B', 'C', 'A']);
    });
  });
}
