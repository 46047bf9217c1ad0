import 'package:flutter_test/flutter_test.dart';
import 'package:lanternfish/orders/badge.dart';

void main() {
  group('OrderBadge', () {
    test('hides the badge at zero', () => expect(badgeLabel(0), ''));
    test('caps badge at 99+', () => expect(badgeLabel(100), '99+'));
  });
}
