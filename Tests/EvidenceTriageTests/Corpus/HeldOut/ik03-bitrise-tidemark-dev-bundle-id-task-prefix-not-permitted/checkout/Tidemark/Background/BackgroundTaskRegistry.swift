import BackgroundTasks
import EvidenceRecorder
import os

final class BackgroundTaskRegistry {
    static let shared = BackgroundTaskRegistry()
    private let log = Logger(subsystem: "com.tidemark.app", category: "Background")
    private(set) var registered: Set<String> = []

    func registerAll(recorder: EvidenceRecorder, resultsFetcher: ResultsFetchScheduler) {
        register(BackgroundTaskIdentifier.resultsFetch, kind: .processing, recorder: recorder) { task in
            resultsFetcher.handle(task as! BGProcessingTask)
        }
        register(BackgroundTaskIdentifier.reminderRefresh, kind: .appRefresh, recorder: recorder) { task in
            ReminderRefresh.handle(task as! BGAppRefreshTask)
        }
    }

    private func register(_ identifier: String, kind: TaskKind, recorder: EvidenceRecorder,
                          handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        if ok {
            registered.insert(identifier)
        } else {
            log.error("register(\(identifier, privacy: .public)) returned false")
            print("[Background] register(\(identifier)) returned false")
        }
        try? recorder.record(identifier, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func didRegister(_ identifier: String) -> Bool {
        registered.contains(identifier)
    }
}
