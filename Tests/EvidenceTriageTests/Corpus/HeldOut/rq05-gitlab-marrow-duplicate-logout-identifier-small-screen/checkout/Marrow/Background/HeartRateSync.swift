import BackgroundTasks
import os

final class HeartRateSync {
    static let shared = HeartRateSync()
    static let identifier = "fit.marrow.app.heartrate-sync"
    private let log = Logger(subsystem: "fit.marrow.app", category: "HRSync")
    var onLaunch: (() -> Void)?

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onLaunch?()
            DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .launch, .succeeded)
            HealthImporter.shared.importRecent { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit() throws {
        let request = Self.makeRequest()
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted \(Self.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .submission, .succeeded)
    }
}
