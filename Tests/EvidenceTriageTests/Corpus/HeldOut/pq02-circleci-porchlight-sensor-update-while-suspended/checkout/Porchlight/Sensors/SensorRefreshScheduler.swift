import BackgroundTasks
import UIKit

final class SensorRefreshScheduler {
    static let shared = SensorRefreshScheduler()
    static let identifier = "io.porchlight.companion.sensor-refresh"

    var onRunForTesting: (() -> Void)?
    private(set) var lastRequest: BGAppRefreshTaskRequest?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            lastRequest = request
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        task.expirationHandler = { SensorUploader.shared.cancel() }
        SensorUploader.shared.uploadAll { ok in
            self.onRunForTesting?()
            task.setTaskCompleted(success: ok)
        }
        try? schedule()
    }
}
