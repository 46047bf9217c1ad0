import 'package:flutter_test/flutter_test.dart';
import 'package:fenwood/sync/nightly_sync.dart';

import '../fakes/fake_workmanager.dart';

void main() {
  group('NightlySync', () {
    test('schedules the nightly processing task', () async {
      final wm = FakeWorkmanager.iosLike(permitted: {'com.fenwood.nightly-sync'});
      await NightlySync(wm).schedule();
      expect(wm.lastError, isNull);
    });

    test('keeps unsent notes after a failed upload', () async {
      final store = FakeNoteStore(['n1', 'n2']);
      await NightlySync.runOnce(store, FailingNotesApi());
      expect(store.unsent, ['n1', 'n2']);
    });
  });
}
