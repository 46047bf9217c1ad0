import BackgroundTasks
import Foundation

final class TimetableRefresh {
    static let shared = TimetableRefresh()
    static let identifier = "com.ferrystop.app.timetable-refresh"
    var onLaunch: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            self.onLaunch?()
            Task {
                let ok = await TimetableSync.shared.run()
                task.setTaskCompleted(success: ok)
            }
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func schedule(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
    }
}
