import 'package:flutter_test/flutter_test.dart';
import 'package:matchday/score/score_line.dart';

void main() {
  group('ScoreLine', () {
    test('formats regulation minutes', () {
      expect(minuteLabel(45, regulationEnd: 90), "45'");
    });

    test('formats stoppage time with a plus sign', () {
      expect(minuteLabel(93, regulationEnd: 90), "90+3'");
    });
  });
}
