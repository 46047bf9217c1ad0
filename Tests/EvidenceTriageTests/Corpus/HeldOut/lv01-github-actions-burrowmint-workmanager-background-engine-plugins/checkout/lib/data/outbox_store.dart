import 'dart:convert';
import 'dart:io';

import 'package:path/path.dart' as p;
import 'package:path_provider/path_provider.dart';

class OutboxEntry {
  OutboxEntry(this.id, this.payload);
  final String id;
  final Map<String, Object?> payload;
}

/// File-backed queue shared by the UI engine and the background engine.
class OutboxStore {
  OutboxStore._(this._file);
  final File _file;

  static Future<OutboxStore> open() async {
    final dir = await getApplicationDocumentsDirectory();
    final file = File(p.join(dir.path, 'outbox.json'));
    if (!await file.exists()) {
      await file.writeAsString('[]', flush: true);
    }
    return OutboxStore._(file);
  }

  Future<List<OutboxEntry>> pending() async {
    final raw = jsonDecode(await _file.readAsString()) as List<dynamic>;
    return [
      for (final e in raw.cast<Map<String, dynamic>>())
        OutboxEntry(e['id'] as String, (e['payload'] as Map).cast()),
    ];
  }

  Future<int> count() async => (await pending()).length;

  Future<void> addAll(List<OutboxEntry> entries) async {
    final all = [...await pending(), ...entries];
    await _save(all);
  }

  Future<void> remove(String id) async {
    await _save([for (final e in await pending()) if (e.id != id) e]);
  }

  Future<void> clear() => _save(const []);

  Future<void> _save(List<OutboxEntry> entries) => _file.writeAsString(
        jsonEncode([
          for (final e in entries) {'id': e.id, 'payload': e.payload},
        ]),
        flush: true,
      );
}
