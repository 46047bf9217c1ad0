import BackgroundTasks
import Foundation
import os

final class PantrySync {
    static let shared = PantrySync()
    static let refreshID = "com.tidewell.app.pantry-refresh"
    private let log = Logger(subsystem: "com.tidewell.app", category: "Sync")
    var onRefreshCompleted: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.refreshID, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(id: Self.refreshID, kind: .appRefresh, phase: .registration, ok: ok)
    }

    @discardableResult
    func scheduleRefresh(now: Date) throws -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = now.addingTimeInterval(10 * 60)
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted \(Self.refreshID, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
        DiagnosticRecorder.shared.record(id: Self.refreshID, kind: .appRefresh, phase: .submission, ok: true)
        return request
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(id: Self.refreshID, kind: .appRefresh, phase: .launch, ok: true)
        Task {
            await PantryRepository.shared.pull()
            task.setTaskCompleted(success: true)
            onRefreshCompleted?()
        }
    }
}
