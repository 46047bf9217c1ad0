import BackgroundTasks
import EvidenceRecorder
import os

protocol TaskScheduling {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

/// Thin adapter: registers the study-sync refresh, submits the next request, forwards launches.
final class StudySyncScheduler {
    static let refreshIdentifier = "org.tidewell.study.sync"   // in BGTaskSchedulerPermittedIdentifiers
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    private let scheduler: TaskScheduling
    private let log = Logger(subsystem: "org.tidewell.study", category: "StudySync")
    private let id = try! TaskIdentifier(StudySyncScheduler.refreshIdentifier)
    var onLaunch: ((BGTask) -> Void)?

    init(scheduler: TaskScheduling) {
        self.scheduler = scheduler
    }

    func registerHandlers() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { [weak self] task in
            self?.handle(task)
        }
        try? Self.recorder.record(id, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed,
                                  error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @discardableResult
    func scheduleNextRefresh(after interval: TimeInterval = 15 * 60) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            log.info("submitted \(Self.refreshIdentifier, privacy: .public) earliestBeginDate=+\(Int(interval))s")
            try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            log.error("Could not schedule study sync: \(String(describing: error), privacy: .public)")
            try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed,
                                      error: ErrorType(error))
            return false
        }
    }

    private func handle(_ task: BGTask) {
        try? Self.recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleNextRefresh()
        onLaunch?(task)
        task.setTaskCompleted(success: true)
    }
}
