import BackgroundTasks
import WidgetKit

final class WidgetRefreshScheduler {
    static let shared = WidgetRefreshScheduler()
    static let identifier = "com.coinpurse.app.balances.widget-refresh"
    var onRefreshForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRefreshForTesting?()
            WidgetCenter.shared.reloadTimelines(ofKind: "BalanceWidget")
            task.setTaskCompleted(success: true)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
