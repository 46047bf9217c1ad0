import BackgroundTasks
import UIKit

/// Refreshes trail conditions (closures, snow line) for saved trails.
final class ConditionsRefreshScheduler {
    static let identifier = "com.switchbackmaps.ios.conditions-refresh"

    /// Test hook: set when the launch handler finishes.
    static var onRefreshCompleted: (() -> Void)?

    private var observer: NSObjectProtocol?

    init(center: NotificationCenter = .default) {
        observer = center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                      object: nil, queue: .main) { [weak self] _ in
            self?.schedule()
        }
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh,
                                              phase: .submission, succeeded: true, error: nil)
        } catch {
            NSLog("[Refresh] submit %@ failed: %@", Self.identifier, String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh,
                                              phase: .submission, succeeded: false, error: error)
        }
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh,
                                          phase: .launch, succeeded: true, error: nil)
        schedule()
        let work = Task {
            let ok = await TrailConditionsStore.shared.refreshSavedTrails()
            task.setTaskCompleted(success: ok)
            Self.onRefreshCompleted?()
        }
        task.expirationHandler = { work.cancel() }
    }
}
