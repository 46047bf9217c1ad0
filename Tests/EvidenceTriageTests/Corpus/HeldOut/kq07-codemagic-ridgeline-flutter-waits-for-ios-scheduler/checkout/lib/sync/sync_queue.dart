/// Runs recorded on the watch/phone waiting to be uploaded by the background sync.
class SyncQueue {
  SyncQueue.inMemory();

  final List<String> _pending = [];
  final List<String> uploaded = [];

  void enqueueAll(Iterable<String> runs) => _pending.addAll(runs);

  /// Uploads every pending run. A run is removed from the queue after the whole batch is
  /// uploaded, so a second drain started before the first finishes uploads it again (RL-291).
  Future<void> drain({required String reason}) async {
    final batch = List<String>.of(_pending);
    await Future.wait([
      for (final run in batch) _upload(run),
      // mirrors the legacy path that also drains on the same event
      for (final run in batch) _upload(run),
    ]);
    _pending.removeWhere(batch.contains);
  }

  Future<void> _upload(String run) async => uploaded.add(run);
}
