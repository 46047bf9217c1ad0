import BackgroundTasks
import MarloweKit

final class RefreshScheduler {
    static let shared = RefreshScheduler()
    private let recorder = DiagnosticRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerHandlers() {
        let identifier = BackgroundTaskIDs.refresh
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            FeedRefreshOperation.run(task as! BGAppRefreshTask)
        }
        if !registered { print("RefreshScheduler: register(\(identifier)) returned false") }
        recorder.record(phase: .registration, identifier: identifier, kind: .appRefresh,
                        outcome: registered ? .succeeded : .failed,
                        errorType: registered ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
