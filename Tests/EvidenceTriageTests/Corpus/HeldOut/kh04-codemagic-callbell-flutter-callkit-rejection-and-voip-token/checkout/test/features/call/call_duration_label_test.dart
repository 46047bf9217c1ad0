import 'package:callbell/features/call/widgets/call_duration_label.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('formatCallDuration', () {
    test('pads seconds', () {
      expect(formatCallDuration(const Duration(seconds: 7)), '0:07');
    });

    test('shows hours for long calls', () {
      expect(formatCallDuration(const Duration(hours: 1, minutes: 2, seconds: 3)), '1:02:03');
    });
  });
}
