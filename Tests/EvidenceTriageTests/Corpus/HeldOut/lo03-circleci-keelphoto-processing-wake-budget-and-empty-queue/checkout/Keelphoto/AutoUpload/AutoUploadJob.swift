import BackgroundTasks
import Foundation

protocol ProcessingTask: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGProcessingTask: ProcessingTask {}
extension BGAppRefreshTask: ProcessingTask {}

enum WakeBudget {
    /// A refresh wake gets ~30 s; two photo uploads fit comfortably.
    static let maxUploadsPerWake = 2
}

final class AutoUploadJob {
    private let store: PendingAssetStore
    private let uploader: AssetUploading
    private let recorder: BackgroundTaskRecording

    init(store: PendingAssetStore, uploader: AssetUploading, recorder: BackgroundTaskRecording) {
        self.store = store
        self.uploader = uploader
        self.recorder = recorder
    }

    func handleRefresh(_ task: ProcessingTask) {
        run(task, kind: .appRefresh)
    }

    func handleProcessing(_ task: ProcessingTask) {
        run(task, kind: .processing)
    }

    private func run(_ task: ProcessingTask, kind: BGTaskKind) {
        recorder.record(task.identifier, kind: kind, phase: .execution, outcome: .succeeded)
        let pending = store.pendingAssets()
        NSLog("[INFO] %@ task start handle, %d pending", task.identifier, pending.count)
        guard !pending.isEmpty else {
            NSLog("[INFO] %@ task: nothing to upload", task.identifier)
            return
        }
        let batch = Array(pending.prefix(WakeBudget.maxUploadsPerWake))
        task.expirationHandler = { [uploader, recorder] in
            uploader.cancelAll()
            recorder.record(task.identifier, kind: kind, phase: .expiration, outcome: .cancelled)
            task.setTaskCompleted(success: false)
        }
        uploader.upload(batch) { [recorder] succeeded in
            NSLog("[INFO] %@ task upload process with %d uploads", task.identifier, batch.count)
            recorder.record(task.identifier, kind: kind, phase: .completion, outcome: succeeded ? .succeeded : .failed)
            task.setTaskCompleted(success: succeeded)
        }
    }
}
