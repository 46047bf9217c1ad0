import BackgroundTasks
import Foundation

enum BackgroundTaskID {
    static let trackUpload = "com.trailmark.app.track-upload"
}

final class TrackUploadTask {
    static let shared = TrackUploadTask()
    var onLaunch: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskID.trackUpload, using: nil) { task in
            DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .processing, phase: .launch,
                                              outcome: .succeeded, errorType: nil)
            self.onLaunch?()
            self.upload(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.trackUpload, kind: .processing,
                                          phase: .registration, outcome: ok ? .succeeded : .failed, errorType: nil)
    }

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskID.trackUpload)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[TrackUpload] submitted %@", BackgroundTaskID.trackUpload)
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.trackUpload, kind: .processing,
                                              phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            NSLog("[TrackUpload] submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.trackUpload, kind: .processing,
                                              phase: .submission, outcome: .failed, errorType: DiagnosticsRecorder.errorType(error))
        }
    }

    private func upload(_ task: BGProcessingTask) { /* … */ }
}
