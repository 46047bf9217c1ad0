import 'package:flutter/services.dart';

/// Asks iOS to run the payout check (BGAppRefreshTask com.grainfield.recipients.payout-check)
/// a few times a day, so recipients get an alert when a payout lands.
class PayoutCheckScheduler {
  PayoutCheckScheduler(this._channel);

  final MethodChannel _channel;
  DateTime? lastScheduledAt;

  Future<void> schedule() async {
    await _channel.invokeMethod<void>('schedulePayoutCheck');
    lastScheduledAt = DateTime.now();
  }
}
