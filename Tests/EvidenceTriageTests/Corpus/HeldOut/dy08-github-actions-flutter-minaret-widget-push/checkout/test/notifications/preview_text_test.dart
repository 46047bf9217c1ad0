import 'package:flutter_test/flutter_test.dart';
import 'package:minaret/notifications/preview_text.dart';

void main() {
  group('truncatePreview', () {
    test('keeps short text unchanged', () {
      expect(truncatePreview('Maghrib 16:21', 21), 'Maghrib 16:21');
    });

    test('keeps emoji intact at the cut', () {
      expect(
        truncatePreview('Eid prayer at 07:30 🕌 Takbir after', 21),
        'Eid prayer at 07:30 🕌…',
      );
    });
  });
}
