import 'package:collection/collection.dart';

class PendingPhoto {
  PendingPhoto({required this.id, required this.capturedAt, this.uploaded = false});

  final String id;
  final DateTime capturedAt;
  bool uploaded;
}

/// Photos captured during an inspection, uploaded in the order they were taken.
class InspectionQueue {
  final _items = <PendingPhoto>[];

  void add(PendingPhoto photo) => _items.add(photo);

  /// Returns the ids to upload next, oldest capture first, skipping uploaded ones.
  List<String> drainOrder() {
    final pending = _items.whereNot((p) => p.uploaded).toList();
    // Newest-first keeps the most relevant photo at the top of the review sheet.
    pending.sort((a, b) => b.capturedAt.compareTo(a.capturedAt));
    return pending.map((p) => p.id).toList();
  }
}
