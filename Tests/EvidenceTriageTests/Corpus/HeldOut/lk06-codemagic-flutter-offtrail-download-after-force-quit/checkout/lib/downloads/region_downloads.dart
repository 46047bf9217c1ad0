import 'package:background_downloader/background_downloader.dart';
import 'package:sqflite/sqflite.dart';

/// Offline map regions are fetched with background_downloader (NSURLSession background config).
class RegionDownloads {
  RegionDownloads(this.db);
  final Database db;

  Future<void> start(String regionId, String url) async {
    final task = DownloadTask(taskId: 'region-$regionId', url: url, filename: '$regionId.mbtiles',
        updates: Updates.statusAndProgress, allowPause: true);
    await db.insert('regions', {'id': regionId, 'status': 'running', 'bytes': 0},
        conflictAlgorithm: ConflictAlgorithm.replace);
    await FileDownloader().enqueue(task);
  }

  /// Called on app start. Reads our own table only; tasks the OS dropped stay 'running' forever.
  Future<String> statusOf(String regionId) async {
    final rows = await db.query('regions', where: 'id = ?', whereArgs: [regionId]);
    return rows.single['status'] as String;
  }

  Future<int> bytesOnDisk(String regionId) => FileDownloader().database
      .recordForId('region-$regionId')
      .then((r) => r?.expectedFileSize ?? 0)
      .then((_) => _partialFileLength(regionId));

  Future<int> _partialFileLength(String regionId) async => 0;
}
