import 'dart:ui';

import 'package:flutter/services.dart';
import 'package:hive/hive.dart';
import 'package:workmanager/workmanager.dart';

import '../notes/note.dart';
import '../notes/notes_api.dart';

const noteSyncTask = 'org.fieldnote.app.noteSync';

/// Entry point registered with Workmanager().initialize(). On iOS it runs in a
/// headless Flutter engine started by the BGAppRefreshTask handler, i.e. in a
/// fresh isolate that shares nothing with the UI isolate.
@pragma('vm:entry-point')
void callbackDispatcher() {
  Workmanager().executeTask((task, input) => runNoteSync(RootIsolateToken.instance!, input));
}

/// Pushes locally edited notes and mirrors the server copy into the outbox box.
Future<bool> runNoteSync(RootIsolateToken token, Map<String, dynamic>? input) async {
  BackgroundIsolateBinaryMessenger.ensureInitialized(token);
  DartPluginRegistrant.ensureInitialized();

  final outbox = await Hive.openBox<Map>('outbox');
  final api = NotesApi.fromEnvironment(input);
  final pushed = await api.pushPending(outbox.values.map(Note.fromMap).toList());
  for (final note in pushed) {
    await outbox.put(note.id, note.copyWith(syncedAt: DateTime.now().toUtc()).toMap());
  }
  return true;
}
