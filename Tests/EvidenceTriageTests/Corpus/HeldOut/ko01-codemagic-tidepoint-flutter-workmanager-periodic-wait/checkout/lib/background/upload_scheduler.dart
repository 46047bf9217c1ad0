import 'package:workmanager/workmanager.dart';

const kUploadsPerformedKey = 'uploads_performed';
const kDeferredPhotoUploadTask = 'photo-upload';

/// Schedules the "upload later" photo batch.
///
/// On iOS a one-off task is not a BGTaskScheduler request: workmanager_apple
/// runs it inside a `beginBackgroundTask` window and is expected to wait for
/// [initialDelay] itself before starting the Dart callback.
class UploadScheduler {
  Future<void> scheduleDeferredPhotoUpload({required Duration initialDelay}) {
    return Workmanager().registerOneOffTask(
      kDeferredPhotoUploadTask,
      kDeferredPhotoUploadTask,
      initialDelay: initialDelay,
      inputData: <String, Object>{'batch': 'camera-roll'},
    );
  }
}
