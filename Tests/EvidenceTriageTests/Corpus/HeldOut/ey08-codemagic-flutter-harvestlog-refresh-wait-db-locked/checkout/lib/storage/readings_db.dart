import 'package:path/path.dart';
import 'package:sqflite/sqflite.dart';

class ReadingsDb {
  ReadingsDb._(this.db);

  final Database db;

  static Future<ReadingsDb> open() async {
    final path = join(await getDatabasesPath(), 'readings.db');
    final db = await openDatabase(path, version: 3, onCreate: _create);
    return ReadingsDb._(db);
  }

  /// Second handle for the sync isolate. Opened with singleInstance: false so
  /// it does not share the UI isolate's connection (and its lock).
  static Future<ReadingsDb> openForSync() async {
    final path = join(await getDatabasesPath(), 'readings.db');
    final db = await openDatabase(path, version: 3, singleInstance: false);
    return ReadingsDb._(db);
  }

  Future<void> insertBatch(List<Map<String, Object?>> rows) async {
    await db.transaction((txn) async {
      for (final row in rows) {
        await txn.insert('readings', row);
      }
    });
  }

  Future<int> count() async =>
      Sqflite.firstIntValue(await db.rawQuery('SELECT COUNT(*) FROM readings')) ?? 0;

  static Future<void> _create(Database db, int version) => db.execute(
      'CREATE TABLE readings (id TEXT PRIMARY KEY, field TEXT, moisture REAL, taken_at TEXT)');
}
