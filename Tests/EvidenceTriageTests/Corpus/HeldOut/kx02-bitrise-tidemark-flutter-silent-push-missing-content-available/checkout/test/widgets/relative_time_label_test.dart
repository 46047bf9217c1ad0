import 'package:flutter_test/flutter_test.dart';
import 'package:intl/date_symbol_data_local.dart';
import 'package:tidemark/widgets/relative_time_label.dart';

void main() {
  setUpAll(() => initializeDateFormatting('en_GB'));
  final now = DateTime(2026, 11, 20, 9, 30);

  group('RelativeTimeLabel', () {
    test('formats today', () {
      expect(relativeTimeLabel(DateTime(2026, 11, 20, 7, 0), now, 'en_US'), 'Today, 7:00 AM');
    });

    test('formats yesterday in en_GB', () {
      final label = relativeTimeLabel(DateTime(2026, 11, 19, 18, 5), now, 'en_GB');
      // en_GB users expect the 24-hour clock (DateFormat.Hm for that locale).


      expect(label, 'Yesterday, 18:05');
    });
  });
}
