import 'package:flutter_test/flutter_test.dart';
import 'package:pricewise/alerts/price_alert_formatter.dart';

import '../fixtures/products.dart';

void main() {
  group('PriceAlertFormatter', () {
    const formatter = PriceAlertFormatter();

    test('titles the alert with the product name', () {
      expect(formatter.title(kettle(price: 17.9, target: 19.0)),
          'Stovetop Kettle 1.7 l dropped below your target');
    });

    test('formats CHF prices with two decimals', () {
      expect(formatter.body(kettle(price: 17.9, target: 19.0)),
          'Now CHF 17.90 (target CHF 19.00)');
    });
  });
}
