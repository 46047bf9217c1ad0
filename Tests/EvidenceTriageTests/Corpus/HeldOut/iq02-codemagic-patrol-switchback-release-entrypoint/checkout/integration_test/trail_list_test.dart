import 'package:patrol/patrol.dart';
import 'package:switchback/main.dart' as app;

void main() {
  patrolTest('lists saved trails', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $('Saved').tap();
    await $('Rattlesnake Ledge').waitUntilVisible();
  });
}
