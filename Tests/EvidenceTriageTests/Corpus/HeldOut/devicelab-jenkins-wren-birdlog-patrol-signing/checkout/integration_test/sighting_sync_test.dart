import 'package:birdlog/main.dart' as app;
import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('queued sightings upload after connectivity returns', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $(#addSighting).tap();
    await $(#species).enterText('Eurasian wren');
    await $(#save).tap();
    await $.native.enableWifi();
    expect($('Synced'), findsOneWidget);
  });
}
