import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:shiftmate/main.dart' as app;

import 'support/fixtures.dart';

const _probe = MethodChannel('app.shiftmate/widget_probe');

void main() {
  patrolTest('saves widget data after login', ($) async {
    await app.main(environment: AppEnvironment.integration);
    await signInAsFixtureUser($);
    expect(await $.tester.binding.widgetStore.read('next_shift'), isNotNull);
  });

  patrolTest('shows the next shift after sync', ($) async {
    await app.main(environment: AppEnvironment.integration);
    await signInAsFixtureUser($);
    await $(#syncNowButton).tap();
    await $.pumpAndSettle();

    // Reads the value the way the widget extension does: from the App Group
    // named in the extension's own Info.plist (ShiftmateAppGroup).
    final seenByWidget = await _probe.invokeMethod<String>(
      'readAsWidget',
      {'key': 'next_shift'},
    );

    expect(seenByWidget, 'Fri 07:00 · Dock B');
  });
}
