import BackgroundTasks
import Foundation

protocol BackgroundRefreshScheduling: AnyObject {
    func scheduleNextRefresh()
}

final class BackgroundRefreshScheduler: BackgroundRefreshScheduling {
    private let recorder: BackgroundTaskRecording

    init(recorder: BackgroundTaskRecording) {
        self.recorder = recorder
    }

    /// Called when the scene enters the background and at the start of every refresh.
    func scheduleNextRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundRefreshHandler.taskIdentifier)
        // A hint only: the system decides when (and whether) the refresh runs.
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[BackgroundRefresh] Successfully scheduled background app refresh task")
            recorder.record(request.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let nsError = error as NSError
            NSLog("[BackgroundRefresh] Failed scheduling background app refresh: %@", "\(error)")
            recorder.record(request.identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: "\(nsError.domain):\(nsError.code)")
        }
    }
}
