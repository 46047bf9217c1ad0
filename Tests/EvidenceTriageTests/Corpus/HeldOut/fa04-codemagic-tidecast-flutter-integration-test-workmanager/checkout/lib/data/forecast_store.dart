import 'package:path/path.dart' as p;
import 'package:sqflite/sqflite.dart';

import 'forecast.dart';

class ForecastStore {
  ForecastStore._(this._db);
  final Database _db;

  static Future<ForecastStore> open({String name = 'tidecast.db'}) async {
    final dir = await getDatabasesPath();
    final db = await openDatabase(
      p.join(dir, name),
      version: 3,
      onConfigure: (db) => db.execute('PRAGMA foreign_keys = ON'),
      onCreate: (db, _) async {
        await db.execute('''
          CREATE TABLE forecasts (
            station_id TEXT PRIMARY KEY,
            fetched_at INTEGER NOT NULL,
            payload TEXT NOT NULL
          )''');
        await db.execute('''
          CREATE TABLE alerts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            station_id TEXT NOT NULL REFERENCES forecasts(station_id) ON DELETE CASCADE,
            threshold_m REAL NOT NULL
          )''');
      },
    );
    return ForecastStore._(db);
  }

  Future<void> saveForecast(Forecast f) async {
    await _db.insert(
      'forecasts',
      {'station_id': f.stationId, 'fetched_at': f.fetchedAt.millisecondsSinceEpoch, 'payload': f.toJson()},
      conflictAlgorithm: ConflictAlgorithm.replace,
    );
  }

  Future<int> addAlert(String stationId, double thresholdM) =>
      _db.insert('alerts', {'station_id': stationId, 'threshold_m': thresholdM});

  Future<List<Map<String, Object?>>> alertsFor(String stationId) =>
      _db.query('alerts', where: 'station_id = ?', whereArgs: [stationId]);

  Future<Forecast?> cachedForecast(String stationId) async {
    final rows = await _db.query('forecasts', where: 'station_id = ?', whereArgs: [stationId]);
    return rows.isEmpty ? null : Forecast.fromRow(rows.single);
  }
}
