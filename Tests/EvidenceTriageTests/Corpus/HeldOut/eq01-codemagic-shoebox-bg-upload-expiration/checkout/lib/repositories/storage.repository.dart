import 'dart:io';

import 'package:logging/logging.dart';
import 'package:path/path.dart' as p;
import 'package:path_provider/path_provider.dart';

/// Owns the app's scratch space. Full-resolution copies of iCloud / edited
/// assets are exported to `tmp/.image/` before they are streamed to the server.
class StorageRepository {
  StorageRepository({Directory? tempRoot}) : _tempRoot = tempRoot;

  static final _log = Logger('StorageRepository');
  final Directory? _tempRoot;

  Future<Directory> _root() async => _tempRoot ?? await getTemporaryDirectory();

  Future<Directory> imageScratchDir() async {
    final dir = Directory(p.join((await _root()).path, '.image'));
    if (!await dir.exists()) {
      await dir.create(recursive: true);
    }
    return dir;
  }

  Future<File> exportPath(String assetId, String originalName) async {
    final dir = await imageScratchDir();
    final safeId = assetId.replaceAll('/', '_');
    return File(p.join(dir.path, '${safeId}_o_$originalName'));
  }

  /// Called from Settings > Storage > "Clear cache" and on every foreground
  /// resume when the scratch space is above [_softLimitBytes].
  Future<void> clearCache() async {
    final dir = Directory(p.join((await _root()).path, '.image'));
    if (await dir.exists()) {
      _log.info('Clearing image scratch dir ${dir.path}');
      await dir.delete(recursive: true);
    }
  }

  Future<void> deleteExport(File file) async {
    try {
      await file.delete();
    } on PathNotFoundException catch (e) {
      _log.warning('ERROR deleting file: $e');
    }
  }

  static const _softLimitBytes = 512 * 1024 * 1024;
}
