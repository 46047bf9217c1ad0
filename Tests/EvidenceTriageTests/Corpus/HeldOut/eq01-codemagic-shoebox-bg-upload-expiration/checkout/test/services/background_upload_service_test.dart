import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:mocktail/mocktail.dart';
import 'package:shoebox/models/local_asset.dart';
import 'package:shoebox/repositories/asset_export.repository.dart';
import 'package:shoebox/repositories/storage.repository.dart';
import 'package:shoebox/repositories/upload.repository.dart';
import 'package:shoebox/services/background_upload.service.dart';

import '../fixtures/local_assets.dart';

class _MockUploads extends Mock implements UploadRepository {}

void main() {
  late Directory tempRoot;
  late StorageRepository storage;
  late _MockUploads uploads;

  setUpAll(() => registerFallbackValue(fakeCandidate()));

  setUp(() async {
    tempRoot = await Directory.systemTemp.createTemp('shoebox_test_');
    storage = StorageRepository(tempRoot: tempRoot);
    uploads = _MockUploads();
    when(() => uploads.upload(any())).thenAnswer((_) async => true);
  });

  tearDown(() async {
    if (await tempRoot.exists()) await tempRoot.delete(recursive: true);
  });

  group('BackgroundUploadService', () {
    test('uploads a single batch and deletes the exports', () async {
      final exports = FileExportRepository(storage);
      final service = BackgroundUploadService(
          exports: exports, storage: storage, uploads: uploads);

      final count = await service.uploadBackupCandidates(heicAssets(3));

      expect(count, 3);
      expect(await (await storage.imageScratchDir()).list().toList(), isEmpty);
    });

    test('uploads every candidate after a concurrent cache clear', () async {
      // Mirrors the foreground resume path: the UI isolate clears the cache
      // while the background engine is still exporting the batch.
      final exports = FileExportRepository(
        storage,
        afterEachExport: (index) async {
          if (index == 1) await storage.clearCache();
        },
      );
      final service = BackgroundUploadService(
          exports: exports, storage: storage, uploads: uploads);

      final count = await service.uploadBackupCandidates(heicAssets(4));

      expect(count, 4);
      verify(() => uploads.upload(any())).called(4);
    });

    test('stops queuing after cancel()', () async {
      final exports = FileExportRepository(storage);
      final service = BackgroundUploadService(
          exports: exports, storage: storage, uploads: uploads);

      service.cancel();
      final count = await service.uploadBackupCandidates(heicAssets(5));

      expect(count, 0);
    });
  });
}
