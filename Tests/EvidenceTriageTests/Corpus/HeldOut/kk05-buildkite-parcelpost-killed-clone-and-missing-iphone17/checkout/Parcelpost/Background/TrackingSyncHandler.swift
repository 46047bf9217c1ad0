import BackgroundTasks
import Foundation

enum BackgroundTaskID {
    static let trackingSync = "com.parcelpost.app.tracking-sync"
}

/// Uploads pending courier scans and pulls fresh tracking events for every undelivered parcel.
struct TrackingSyncHandler {
    let uploads: UploadSession
    let store: ParcelStore

    func handle(_ task: AppRefreshTaskType) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .execution,
                                          outcome: .succeeded, errorType: nil)
        let batch = uploads.upload(store.pendingScans())
        task.expirationHandler = {
            batch.cancelAll()
            DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .expiration,
                                              outcome: .cancelled, errorType: nil)
            task.setTaskCompleted(success: false)
        }
        batch.whenFinished { ok in
            DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .appRefresh, phase: .completion,
                                              outcome: ok ? .succeeded : .failed, errorType: nil)
            task.setTaskCompleted(success: ok)
        }
    }
}
