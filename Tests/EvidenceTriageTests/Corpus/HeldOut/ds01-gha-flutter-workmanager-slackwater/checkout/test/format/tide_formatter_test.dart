import 'package:flutter_test/flutter_test.dart';
import 'package:slackwater/format/tide_formatter.dart';

void main() {
  group('TideFormatter', () {
    test('formats heights with one decimal', () {
      expect(TideFormatter().height(3.46), '3.5 m');
    });

    test('formats knots with one decimal', () {
      final formatter = TideFormatter();
      expect(formatter.knots(2.5), '2.5 kn');
    });
  });
}
