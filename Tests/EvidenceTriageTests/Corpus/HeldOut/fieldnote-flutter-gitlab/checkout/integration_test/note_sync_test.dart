import 'dart:isolate';

import 'package:fieldnote/background/note_sync.dart';
import 'package:fieldnote/notes/note.dart';
import 'package:flutter/services.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:hive_flutter/hive_flutter.dart';
import 'package:integration_test/integration_test.dart';

import 'helpers/fake_notes_server.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  testWidgets('background sync writes synced notes to the outbox box', (tester) async {
    final server = await FakeNotesServer.start(accepting: ['n-1', 'n-2']);
    await Hive.initFlutter();
    final outbox = await Hive.openBox<Map>('outbox');
    await outbox.putAll({
      'n-1': Note.draft('n-1', 'Heron nest, east bank').toMap(),
      'n-2': Note.draft('n-2', 'Water level 1.42 m').toMap(),
    });
    await outbox.close();

    // Run the job the way iOS does: in a fresh isolate, not the UI isolate.
    final token = RootIsolateToken.instance!;
    final ok = await Isolate.run(() => runNoteSync(token, {'baseUrl': server.url}));

    expect(ok, isTrue);
    final reopened = await Hive.openBox<Map>('outbox');
    expect(reopened.values.where((m) => m['syncedAt'] != null), hasLength(2));
    await server.close();
  });
}
