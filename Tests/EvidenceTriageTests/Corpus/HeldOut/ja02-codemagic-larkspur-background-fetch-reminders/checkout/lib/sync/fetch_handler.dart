import 'package:background_fetch/background_fetch.dart';

import 'refill_sync.dart';

/// Callbacks handed to BackgroundFetch.configure() in main().
class FetchHandler {
  FetchHandler(this._sync, {BackgroundFetchFacade? fetch})
      : _fetch = fetch ?? const BackgroundFetchFacade();

  final RefillSync _sync;
  final BackgroundFetchFacade _fetch;

  /// Event callback. iOS grants a fetch/processing launch a fixed ~30 s; the task must
  /// call finish(taskId) before then.
  Future<void> onFetch(String taskId) async {
    // Pulls every pharmacy's refill status, then the price list, then finishes.
    await _sync.pullRefillStatuses();
    await _sync.pullPriceList();
    _fetch.finish(taskId);
  }

  /// Timeout callback: the OS is about to end the task.
  Future<void> onTimeout(String taskId) async {
    _fetch.finish(taskId);
  }
}

class BackgroundFetchFacade {
  const BackgroundFetchFacade();
  void finish(String taskId) => BackgroundFetch.finish(taskId);
}
