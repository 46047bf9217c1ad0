import 'package:burrow/main.dart' as app;
import 'package:patrol/patrol.dart';

void main() {
  patrolTest('podcast artwork can be imported from photos', ($) async {
    await app.main();
    await $.pumpAndSettle();
    await $('Edit show').tap();
    await $('Choose artwork').tap();

    if (await $.native.isPermissionDialogVisible(
        timeout: const Duration(seconds: 5))) {
      await $.native.grantPermissionWhenInUse();
    }
    await $.pumpAndSettle();
    expect($('Artwork updated'), findsOneWidget);
  });
}
