import 'package:mossbank/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('entering a count shows it in the list', ($) async {
    app.main();
    await $.pumpAndSettle();
    await $(#newCountButton).tap();
    await $(#speciesField).enterText('Wren');
    await $(#saveButton).tap();
    await $('Wren').waitUntilVisible();
  });
}
