import BackgroundTasks
import EvidenceRecorder
import LarchmontKit

enum BackgroundRefresh {
    static let identifier = "com.larchmont.news.refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static func register(makeJob: @escaping () -> FeedRefreshJob) {
        let id = try! TaskIdentifier(identifier)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = makeJob()
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            let work = Task { try await job.run(reason: "appRefresh") }
            task.expirationHandler = { work.cancel() }
            Task {
                let success = (try? await work.value) != nil
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: success ? .succeeded : .failed)
                task.setTaskCompleted(success: success)
            }
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
