import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import 'background_sync.dart';
import 'diagnostics.dart';

/// One-off upload of notes captured offline.
///
/// iOS: submitted as a BGProcessingTask. AppDelegate registers the same
/// identifier with WorkmanagerPlugin.registerTask(withIdentifier:).
class UploadQueue {
  UploadQueue._();
  static final UploadQueue instance = UploadQueue._();

  static const uploadTaskId = 'io.larkspur.fieldnotes.upload';

  PlatformException? lastError;

  Future<bool> enqueuePendingNotes() async {
    await BackgroundSync.instance.initialize();
    try {
      await Workmanager().registerOneOffTask(
        uploadTaskId,
        uploadTaskId,
        constraints: Constraints(networkType: NetworkType.connected),
      );
      return true;
    } on PlatformException catch (e) {
      lastError = e;
      // Native side turns the NSError text into an evidence.diagnostic/v1 submission record.
      await Diagnostics.submissionFailed(uploadTaskId, e.code);
      return false;
    }
  }
}
