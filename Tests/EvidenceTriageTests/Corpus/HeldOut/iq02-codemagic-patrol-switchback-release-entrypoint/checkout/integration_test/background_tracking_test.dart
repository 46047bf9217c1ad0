import 'package:patrol/patrol.dart';
import 'package:switchback/main.dart' as app;

void main() {
  patrolTest('records points after Start tracking', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $('Start tracking').tap();

    // The service isolate posts a point every 2 s.
    await $('Points recorded: 3').waitUntilVisible(timeout: const Duration(seconds: 30));
  });
}
