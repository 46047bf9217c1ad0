import 'package:flutter_test/flutter_test.dart';

extension PumpUntilFound on WidgetTester {
  /// Pumps frames until [finder] matches, failing after [timeout].
  Future<void> pumpUntilFound(Finder finder, {required Duration timeout}) async {
    final end = DateTime.now().add(timeout);
    while (DateTime.now().isBefore(end)) {
      await pump(const Duration(milliseconds: 500));
      if (any(finder)) return;
    }
    throw TestFailure('Timed out after $timeout waiting for $finder');
  }
}
