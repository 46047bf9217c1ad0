import BackgroundTasks
import os

final class PollenRefresh {
    static let shared = PollenRefresh()
    static let identifier = "no.skylark.app.pollen-refresh"
    private let log = Logger(subsystem: "no.skylark.app", category: "Pollen")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            PollenStore.shared.refresh { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit(earliestIn seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted \(Self.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
    }
}
