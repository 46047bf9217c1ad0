import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:slipway/tides/tide_event.dart';
import 'package:slipway/tides/tide_formatter.dart';

void main() {
  setUpAll(() async => initializeDateFormatting('en_GB'));

  group('TideFormatter', () {
    test('formats high water with height', () {
      final e = TideEvent.high(DateTime.utc(2026, 3, 9, 6, 12), heightM: 4.6, station: 'Pwllheli');
      expect(TideFormatter('en_GB').label(e), startsWith('06:12'));
    });

    test('formats slack water in 24h locale', () {
      final e = TideEvent.slack(DateTime.utc(2026, 3, 9, 14, 5), station: 'Pwllheli');
      expect(TideFormatter('en_GB').label(e), '14:05 · slack');
    });
  });
}
