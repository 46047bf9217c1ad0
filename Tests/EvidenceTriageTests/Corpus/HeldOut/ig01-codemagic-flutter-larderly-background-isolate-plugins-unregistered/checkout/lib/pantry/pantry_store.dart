import 'package:flutter/foundation.dart';
import 'package:path/path.dart' as p;
import 'package:sqflite/sqflite.dart';

import 'pantry_item.dart';

class PantryStore extends ChangeNotifier {
  PantryStore._();
  static final PantryStore instance = PantryStore._();

  Database? _db;
  final List<PantryItem> _items = [];

  List<PantryItem> get items => List.unmodifiable(_items);

  Future<Database> _open() async {
    final existing = _db;
    if (existing != null) {
      return existing;
    }
    // In the background engine this is the first platform-channel call the
    // job makes: sqflite must be registered with that engine too.
    final dir = await getDatabasesPath();
    _db = await openDatabase(p.join(dir, 'larderly.db'), version: 3);
    return _db!;
  }

  Future<void> writeSnapshot() async {
    final db = await _open();
    await db.insert('pantry_snapshots', {
      'taken_at': DateTime.now().toUtc().toIso8601String(),
      'item_count': _items.length,
      'expiring_soon': _items.where((i) => i.expiresWithin(const Duration(days: 3))).length,
    });
  }

  Future<Map<String, Object?>?> latestSnapshot() async {
    final db = await _open();
    final rows = await db.query('pantry_snapshots', orderBy: 'taken_at DESC', limit: 1);
    return rows.isEmpty ? null : rows.first;
  }

  void add(PantryItem item) {
    _items.add(item);
    notifyListeners();
  }
}
