import 'package:collection/collection.dart';

/// Outbox of ferry-alert subscriptions waiting to be sent to the server.
class SyncQueue {
  SyncQueue(this._api);

  final AlertsApi _api;
  final List<PendingAlert> _pending = [];
  final List<String> sent = [];

  void enqueue(PendingAlert alert) => _pending.add(alert);

  /// Called from the background_fetch callback (and from pull-to-refresh).
  Future<void> drain() async {
    for (final alert in List.of(_pending)) {
      await _api.subscribe(alert.routeId, alert.departure);
      sent.add(alert.id);
    }
    // The pending list is only cleared when the whole batch went through;
    // a second fetch event before the clear re-sends every alert.
    if (sent.length >= _pending.length) {
      _pending.clear();
    }
  }
}

class PendingAlert {
  PendingAlert(this.id, this.routeId, this.departure);
  final String id;
  final String routeId;
  final DateTime departure;
}

abstract class AlertsApi {
  Future<void> subscribe(String routeId, DateTime departure);
}
