import BackgroundTasks
import Foundation

final class HabitRefresh {
    static let shared = HabitRefresh()
    static let identifier = "com.tansyhabits.tansy.refresh"
    var onRunForTesting: (() -> Void)?
    private(set) var lastSubmittedIdentifier: String?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
            self?.onRunForTesting?()
            StreakRecalculation().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule(earliestIn seconds: TimeInterval = 4 * 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        lastSubmittedIdentifier = request.identifier
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        Log.refresh.info("submitted \(request.identifier) earliestBeginDate=\(request.earliestBeginDate!)")
    }
}
