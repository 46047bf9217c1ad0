import BackgroundTasks
import os

final class TimetablePrefetch {
    static let shared = TimetablePrefetch()
    static let identifier = "com.quayfare.app.timetable-prefetch"
    var onRun: (() -> Void)?
    private let log = Logger(subsystem: "com.quayfare.app", category: "Timetable")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func submitOvernight() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("submit \(Self.identifier, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }

    private func run(_ task: BGProcessingTask) {
        onRun?()
        TimetableDownloader().refreshAll { ok in task.setTaskCompleted(success: ok) }
    }
}
