import 'package:flutter/material.dart';
import 'package:mossbank/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('queued counts are uploaded after returning from background', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $(#newCountButton).tap();
    await $(#speciesField).enterText('Dunnock');
    await $(#saveButton).tap();
    await $.native.pressHome();
    await $.native.openApp();
    await $(#syncStatus).waitUntilVisible();
    expect($(#syncStatus).text, 'All counts uploaded');
  });
}
