import '../data/product.dart';

class PriceAlertFormatter {
  const PriceAlertFormatter();

  String title(Product p) => '${p.name} dropped below your target';

  String body(Product p) =>
      'Now ${formatPrice(p.price, p.currency)} (target ${formatPrice(p.targetPrice, p.currency)})';

  static String formatPrice(double amount, String currency) => '$currency $amount';
}
