import 'package:flutter_test/flutter_test.dart';
import 'package:pricewise/background/price_refresh_job.dart';

import '../fakes/fake_notifier.dart';
import '../fakes/fake_product_store.dart';
import '../fakes/fake_scraper.dart';
import '../fixtures/products.dart';

void main() {
  group('PriceRefreshJob', () {
    late FakeProductStore store;
    late FakeScraper scraper;
    late FakeNotifier notifier;

    setUp(() {
      store = FakeProductStore([
        kettle(price: 21.5, target: 19.0),
        headphones(price: 149.0, target: 120.0),
      ]);
      scraper = FakeScraper({kettleUrl: 17.9, headphonesUrl: 149.0});
      notifier = FakeNotifier();
    });

    PriceRefreshJob job() => PriceRefreshJob(
          store: store,
          scraper: scraper,
          notifier: notifier,
          now: () => DateTime.utc(2026, 3, 18, 6, 0),
        );

    test('reports how many products changed', () async {
      final summary = await job().run();

      expect(summary.checked, 2);
      expect(summary.changed, 1);
    });

    test('persists refreshed prices', () async {
      await job().run();

      store.reopen();
      expect(store.priceOf(kettleId), 17.9);
      expect(store.checkedAtOf(kettleId), DateTime.utc(2026, 3, 18, 6, 0));
    });

    test('notifies once per product that dropped below target', () async {
      await job().run();
      store.reopen();
      scraper.prices[kettleUrl] = 17.9; // unchanged on the second run
      await job().run();

      expect(notifier.sent.map((n) => n.productId), [kettleId]);
    });

    test('leaves products alone when the scraper returns nothing', () async {
      scraper.prices.clear();
      final summary = await job().run();

      expect(summary.changed, 0);
      expect(notifier.sent, isEmpty);
    });
  });
}
