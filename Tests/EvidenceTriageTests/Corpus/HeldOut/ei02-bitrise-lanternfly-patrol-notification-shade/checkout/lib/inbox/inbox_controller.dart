import 'package:flutter/foundation.dart';

import '../data/digest_store.dart';

class InboxController extends ChangeNotifier {
  InboxController(this._store);
  final DigestStore _store;

  List<DigestItem> items = const [];

  int get unreadCount => items.where((i) => !i.read).length;

  Future<void> load() async {
    items = await _store.all();
    notifyListeners();
  }

  Future<void> open(DigestItem item) async {
    // Marks the opened item read in memory; the store is written on
    // the next refresh.
    items = [
      for (final i in items) i.id == item.id ? i.copyWith(read: true) : i,
    ];
    notifyListeners();
  }

  Future<void> onResume() async {
    items = await _store.all();
    notifyListeners();
  }
}
