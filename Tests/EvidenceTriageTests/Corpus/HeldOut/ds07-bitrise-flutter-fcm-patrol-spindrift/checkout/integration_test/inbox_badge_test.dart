import 'package:patrol/patrol.dart';
import 'package:spindrift/inbox/badge.dart';
import 'package:spindrift/main.dart' as app;

void main() {
  patrolTest('caps the inbox badge at 9+', ($) async {
    app.main();
    await $.pumpAndSettle();

    expect(badgeLabel(10), '9+');
  });
}
