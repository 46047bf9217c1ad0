import 'package:flutter_test/flutter_test.dart';
import 'package:patrol/patrol.dart';
import 'package:wayfarer/main.dart' as app;

void main() {
  patrolTest('shows trip timeline', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $(#trip_card_trp_881).tap();
    expect($('Day 1 · Lisbon'), findsOneWidget);
  });
}
