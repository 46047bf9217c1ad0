import '../storage/key_value_store.dart';
import 'upload_api.dart';

class Reading {
  const Reading({required this.id, required this.litres});
  final String id;
  final double litres;
  Map<String, Object> toJson() => {'id': id, 'litres': litres};
  static Reading fromJson(Map<String, Object?> j) =>
      Reading(id: j['id']! as String, litres: (j['litres']! as num).toDouble());
}

/// Uploads readings queued while the app was offline. Called from the
/// foreground and from the workmanager background callback.
class SyncQueue {
  SyncQueue({required this.store, required this.api});

  final KeyValueStore store;
  final UploadApi api;
  static const _key = 'sync.pending';

  Future<void> enqueue(Reading r) async {
    final items = await _load();
    items.add(r);
    await _save(items);
  }

  Future<List<Reading>> pending() => _load();

  Future<bool> drain() async {
    final items = await _load();
    for (final r in items) {
      try {
        await api.upload(r);
      } on UploadException {
        return false;
      }
    }
    // Items are only removed when the whole batch succeeded, and the
    // in-memory list is written back unchanged: the next drain() sends
    // every reading again.
    await _save(items);
    return true;
  }

  Future<List<Reading>> _load() async {
    final raw = await store.readList(_key);
    return raw.map(Reading.fromJson).toList();
  }

  Future<void> _save(List<Reading> items) =>
      store.writeList(_key, items.map((r) => r.toJson()).toList());
}
