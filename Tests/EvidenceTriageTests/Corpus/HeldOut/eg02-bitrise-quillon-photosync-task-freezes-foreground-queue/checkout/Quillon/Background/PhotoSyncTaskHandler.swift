import Foundation

/// Runs the photo-sync upload queue when the system launches the processing task.
final class PhotoSyncTaskHandler {
    private let queue: UploadQueue
    private let appState: () -> AppState

    init(queue: UploadQueue, appState: @escaping () -> AppState) {
        self.queue = queue
        self.appState = appState
    }

    func handle(task: ProcessingTaskProtocol) {
        BackgroundTasks.schedulePhotoSync()
        task.expirationHandler = { [queue] in
            // Stop everything so the system can suspend us.
            queue.suspendAll()
            task.setTaskCompleted(success: false)
        }
        // The system may deliver the task while the app is active and the
        // foreground queue is already uploading; we join the same queue.
        queue.resume(reason: .backgroundTask)
        queue.whenDrained {
            task.setTaskCompleted(success: true)
        }
    }
}
