import 'dart:async';
import 'dart:io';

import 'package:logging/logging.dart';

import '../models/backup_candidate.dart';
import '../models/local_asset.dart';
import '../repositories/asset_export.repository.dart';
import '../repositories/storage.repository.dart';
import '../repositories/upload.repository.dart';
import 'cancellation_token.dart';

/// Uploads the backup queue. Runs in the foreground isolate and, on iOS, in
/// the background engine that BackgroundWorkerApiImpl starts for a
/// BGProcessingTask / BGAppRefreshTask.
class BackgroundUploadService {
  BackgroundUploadService({
    required AssetExportRepository exports,
    required StorageRepository storage,
    required UploadRepository uploads,
  })  : _exports = exports,
        _storage = storage,
        _uploads = uploads;

  static final _log = Logger('BackgroundUploadService');
  static const batchSize = 100;

  final AssetExportRepository _exports;
  final StorageRepository _storage;
  final UploadRepository _uploads;

  CancellationToken? _cancellationToken;
  bool shouldAbortQueuingTasks = false;

  /// Returns the number of assets that reached the server.
  Future<int> uploadBackupCandidates(
    List<LocalAsset> assets, {
    CancellationToken? cancel,
  }) async {
    _cancellationToken = cancel;
    var uploaded = 0;
    for (var start = 0; start < assets.length; start += batchSize) {
      final batch = assets.skip(start).take(batchSize).toList();
      // Build the whole batch first so progress can show byte totals.
      final candidates = <BackupCandidate>[];
      for (final asset in batch) {
        candidates.add(await _buildCandidate(asset));
      }
      if (shouldAbortQueuingTasks) {
        _log.info('Abort requested after building ${candidates.length} candidates');
        break;
      }
      for (final candidate in candidates) {
        final ok = await _uploads.upload(candidate);
        if (ok) {
          uploaded++;
        }
        await _storage.deleteExport(candidate.file);
      }
    }
    return uploaded;
  }

  Future<BackupCandidate> _buildCandidate(LocalAsset asset) async {
    final File file = await _exports.exportOriginal(asset);
    // The export lives in tmp/.image/ until the upload finishes; clearCache()
    // may run concurrently from the foreground isolate.
    final length = await file.length();
    return BackupCandidate(asset: asset, file: file, length: length);
  }

  void cancel() {
    shouldAbortQueuingTasks = true;
    _cancellationToken?.cancel();
  }
}
