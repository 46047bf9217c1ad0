import 'package:kestrel_field_notes/main.dart' as app;
import 'package:patrol/patrol.dart';

import 'helpers/sign_in.dart';

void main() {
  patrolTest(
    'offline notes are queued for background upload',
    ($) async {
      app.main(flavor: 'staging');
      await $.pumpAndSettle();
      await signInAsFieldTester($);

      await $.native.enableAirplaneMode();
      await $(#newNoteButton).tap();
      await $(#noteBody).enterText('Kestrel pair on the east fence, 07:40');
      await $(#saveNoteButton).tap();
      await $.native.disableAirplaneMode();

      // NoteRepository calls BackgroundSync.queueUploads() when a note is saved offline.
      await $('1 note waiting to upload').waitUntilVisible();
      await $('Upload scheduled').waitUntilVisible(
        timeout: const Duration(seconds: 15),
      );
    },
  );
}
