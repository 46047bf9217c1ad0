import 'dart:io';

import 'package:flutter/widgets.dart';
import 'package:photo_manager/photo_manager.dart';

import 'backup_status_store.dart';
import 'upload_client.dart';

/// Entry point of the headless engine started by the iOS BGProcessingTask
/// launch handler (AppDelegate.swift) and by debugRunHandler() in tests.
@pragma('vm:entry-point')
Future<void> backgroundBackupEntryPoint() async {
  WidgetsFlutterBinding.ensureInitialized();
  debugPrint('[BackgroundBackup] handler started');

  final store = BackupStatusStore.instance;
  final client = await UploadClient.fromStoredCredentials();
  final pending = await store.pendingAssets();
  debugPrint('[BackgroundBackup] ${pending.length} new assets to upload');

  var uploaded = 0;
  for (final id in pending) {
    final entity = await AssetEntity.fromId(id);
    if (entity == null) continue;
    try {
      // Reads the original file of the PHAsset from the background isolate.
      final File? file = await entity.originFile;
      if (file == null) continue;
      await client.upload(file, checksum: await store.checksumFor(id));
      await store.markUploaded(id);
      uploaded++;
    } catch (e) {
      debugPrint('[BackgroundBackup] failed to read asset $id: $e');
    }
  }
  await store.recordBackgroundRun(uploaded: uploaded);
  debugPrint('[BackgroundBackup] finished: $uploaded/${pending.length} uploaded');
}
