import 'package:sqflite/sqflite.dart';

class ReadingQueue {
  ReadingQueue._(this._db);
  final Database _db;

  static Future<ReadingQueue> open() async =>
      ReadingQueue._(await openDatabase('readings.db'));

  Future<List<Map<String, Object?>>> pending() =>
      _db.query('readings', where: 'uploaded = 0');

  Future<void> markUploaded() =>
      _db.update('readings', {'uploaded': 1}, where: 'uploaded = 0');
}
