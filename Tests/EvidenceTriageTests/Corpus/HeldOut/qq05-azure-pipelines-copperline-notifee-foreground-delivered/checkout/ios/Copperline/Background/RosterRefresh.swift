import BackgroundTasks
import UIKit

final class RosterRefresh {
    static let shared = RosterRefresh()
    static let identifier = "com.copperline.app.rosterRefresh"
    private(set) var isRegistered = false
    var onRunForTesting: (() -> Void)?

    func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            RosterSync.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.recordRegistration(identifier: Self.identifier, kind: .appRefresh, succeeded: isRegistered)
    }

    /// Called from sceneDidEnterBackground.
    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.recordSubmission(identifier: Self.identifier, kind: .appRefresh, succeeded: true)
        } catch {
            DiagnosticRecorder.shared.recordSubmission(identifier: Self.identifier, kind: .appRefresh, succeeded: false, error: error)
        }
    }
}
