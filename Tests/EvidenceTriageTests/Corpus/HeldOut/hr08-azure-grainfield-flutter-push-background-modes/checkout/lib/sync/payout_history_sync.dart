import '../api/payout_api.dart';
import '../store/payout_store.dart';

/// Pulls the recipient's payout history page by page. The history can be long (several years of
/// monthly payouts), so a pull that is interrupted should resume where it stopped.
class PayoutHistorySync {
  PayoutHistorySync(this._api, this._store);

  final PayoutApi _api;
  final PayoutStore _store;
  String? _cursor; // position of the next page to fetch

  String? get cursor => _cursor;

  Future<void> pull({int? maxPages}) async {
    var pages = 0;
    do {
      final page = await _api.history(after: _cursor);
      await _store.upsertAll(page.items);
      _cursor = page.nextCursor;
      pages++;
    } while (_cursor != null && (maxPages == null || pages < maxPages));
  }

  /// Cursor persisted by a previous run, if any.
  Future<String?> savedCursor() => _store.readSyncCursor();
}
