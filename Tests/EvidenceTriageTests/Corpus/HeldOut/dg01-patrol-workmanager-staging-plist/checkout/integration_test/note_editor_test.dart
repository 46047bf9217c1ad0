import 'package:kestrel_field_notes/main.dart' as app;
import 'package:patrol/patrol.dart';

import 'helpers/sign_in.dart';

void main() {
  patrolTest(
    'a saved note appears at the top of the list',
    ($) async {
      app.main(flavor: 'staging');
      await $.pumpAndSettle();
      await signInAsFieldTester($);

      await $(#newNoteButton).tap();
      await $(#noteBody).enterText('Barn owl pellets under the oak');
      await $.native.tap(Selector(text: 'Save'));
    },
  );
}
