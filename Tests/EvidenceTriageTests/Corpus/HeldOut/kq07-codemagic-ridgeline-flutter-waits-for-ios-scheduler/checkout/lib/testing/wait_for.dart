import 'dart:async';

/// Polls [condition] every 250 ms until it holds or [timeout] passes.
Future<void> waitFor(bool Function() condition,
    {required Duration timeout, String reason = 'condition not met'}) async {
  final deadline = DateTime.now().add(timeout);
  while (!condition()) {
    if (DateTime.now().isAfter(deadline)) {
      throw TimeoutException(reason, timeout);
    }
    await Future<void>.delayed(const Duration(milliseconds: 250));
  }
}
