import 'entry.dart';
import 'entry_store.dart';

class JournalSync {
  JournalSync(this._store);

  final EntryStore _store;

  /// Applies entries pulled from the server to the local store.
  Future<void> applyRemote(List<Entry> remote) async {
    final local = await _store.all();
    for (final entry in remote) {
      final existing = local.where((e) => e.id == entry.id && e.revision == entry.revision);
      if (existing.isEmpty) {
        await _store.insert(entry);
      } else if (entry.updatedAt.isAfter(existing.first.updatedAt)) {
        await _store.update(entry);
      }
    }
  }
}
