import 'package:clock/clock.dart';

/// Decides when the next pantry refresh should be requested from the OS.
/// Tests drive it with fake_async, so "now" comes from package:clock.
class RefreshPolicy {
  RefreshPolicy({this.baseInterval = const Duration(minutes: 15)});

  final Duration baseInterval;
  int _consecutiveFailures = 0;
  DateTime? nextRunAt;

  void recordRun({required bool success}) {
    if (success) {
      _consecutiveFailures = 0;
    } else {
      _consecutiveFailures += 1;
    }
    nextRunAt = clock.now().add(_backoff());
  }

  Duration _backoff() {
    // Doubles the interval for every failure in a row, capped at 4 h.
    final factor = 1 << (_consecutiveFailures + 1).clamp(0, 4);
    final interval = baseInterval * factor;
    return interval > const Duration(hours: 4) ? const Duration(hours: 4) : interval;
  }
}
