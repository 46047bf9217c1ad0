import '../alerts/price_alert_notifier.dart';
import '../data/product.dart';
import '../data/product_store.dart';
import '../scraping/price_scraper.dart';

class RefreshSummary {
  const RefreshSummary({required this.checked, required this.changed});
  final int checked;
  final int changed;
}

/// Runs in the background isolate started by workmanager (callbackDispatcher in
/// background_dispatcher.dart) and from "Refresh now" in the app.
class PriceRefreshJob {
  PriceRefreshJob({
    required this.store,
    required this.scraper,
    required this.notifier,
    DateTime Function()? now,
  }) : _now = now ?? DateTime.now;

  final ProductStore store;
  final PriceScraper scraper;
  final PriceAlertNotifier notifier;
  final DateTime Function() _now;

  Future<RefreshSummary> run() async {
    final products = await store.loadAll();
    var changed = 0;

    for (var i = 0; i < products.length; i++) {
      final product = products[i];
      final price = await scraper.currentPrice(product.url);
      if (price == null || price == product.price) continue;

      final updated = product.withPrice(price, checkedAt: _now());
      if (updated.price < updated.targetPrice) {
        await notifier.priceBelowTarget(updated);
      }
      products[i] = updated;
      changed++;
    }

    store.saveAll(products);
    await store.close();
    return RefreshSummary(checked: products.length, changed: changed);
  }
}
