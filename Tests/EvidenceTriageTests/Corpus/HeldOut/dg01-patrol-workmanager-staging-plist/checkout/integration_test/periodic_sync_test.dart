import 'package:flutter/material.dart';
import 'package:kestrel_field_notes/main.dart' as app;
import 'package:patrol/patrol.dart';

import 'helpers/sign_in.dart';

void main() {
  patrolTest(
    'enabling periodic sync schedules the background refresh',
    ($) async {
      app.main(flavor: 'staging');
      await $.pumpAndSettle();
      await signInAsFieldTester($);

      await $(#settingsTab).tap();
      await $(#periodicSyncSwitch).tap();

      // The settings tile reports the outcome of Workmanager.registerPeriodicTask.
      await $('Background sync scheduled').waitUntilVisible(
        timeout: const Duration(seconds: 15),
      );
      expect($(#syncErrorBanner), findsNothing);
    },
  );
}
