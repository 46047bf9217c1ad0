import BackgroundTasks
import Foundation

final class InboxRefresh {
    static let shared = InboxRefresh()
    static let identifier = "com.parlor.app.inbox-refresh"

    private(set) var isRegistered = false

    func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration,
                                         outcome: isRegistered ? .succeeded : .failed)
    }

    func handle(_ task: BGAppRefreshTask) {
        Task {
            let ok = await InboxSync.shared.pull()
            task.setTaskCompleted(success: ok)
        }
    }
}
