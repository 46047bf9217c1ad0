import 'dart:convert';

class DraftUpload {
  const DraftUpload({required this.draftId, required this.bytes});
  final String draftId;
  final int bytes;
  Map<String, Object> toJson() => {'draftId': draftId, 'bytes': bytes};
}

class SyncQueue {
  SyncQueue.inMemory();
  factory SyncQueue.fromJson(String json) {
    final q = SyncQueue.inMemory();
    for (final m in (jsonDecode(json) as List).cast<Map<String, dynamic>>()) {
      q._pending.add(DraftUpload(draftId: m['draftId'] as String, bytes: m['bytes'] as int));
    }
    return q;
  }

  final List<DraftUpload> _pending = [];
  List<DraftUpload> get pending => List.unmodifiable(_pending);

  Future<void> enqueue(DraftUpload upload) async {
    // TODO(drafts): replace an existing entry with the same draftId.
    _pending.add(upload);
  }

  String toJson() => jsonEncode(_pending.map((u) => u.toJson()).toList());
}
