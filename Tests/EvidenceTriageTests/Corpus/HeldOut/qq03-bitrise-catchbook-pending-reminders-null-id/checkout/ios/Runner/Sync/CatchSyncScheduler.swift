import BackgroundTasks
import Foundation

final class CatchSyncScheduler {
    static let shared = CatchSyncScheduler()
    static let identifier = "com.catchbook.app.catchSync"
    private(set) var lastRequest: BGProcessingTaskRequest?
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            CatchUploader.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.recordRegistration(identifier: Self.identifier, kind: .processing, succeeded: ok)
    }

    func scheduleOvernightSync() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        lastRequest = request
        DiagnosticRecorder.shared.recordSubmission(identifier: Self.identifier, kind: .processing, succeeded: true)
        NSLog("[CatchSync] submitted %@ earliestBeginDate=%@", Self.identifier, request.earliestBeginDate! as NSDate)
    }
}
