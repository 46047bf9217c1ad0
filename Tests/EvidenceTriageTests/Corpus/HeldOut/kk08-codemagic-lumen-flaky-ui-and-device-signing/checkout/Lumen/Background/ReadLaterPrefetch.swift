import BackgroundTasks
import UIKit

/// Downloads read-later articles for offline reading. Scheduled when the app goes to the background.
final class ReadLaterPrefetch {
    static let identifier = "com.lumen.reader.prefetch"
    static let shared = ReadLaterPrefetch()
    var onRun: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .launch,
                                              outcome: .succeeded, errorType: nil)
            self.onRun?()
            self.run(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration,
                                          outcome: ok ? .succeeded : .failed, errorType: nil)
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            self.schedule()
        }
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .succeeded, errorType: nil)
        } catch {
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, errorType: DiagnosticsRecorder.errorType(error))
        }
    }

    private func run(_ task: BGAppRefreshTask) { /* … */ }
}
