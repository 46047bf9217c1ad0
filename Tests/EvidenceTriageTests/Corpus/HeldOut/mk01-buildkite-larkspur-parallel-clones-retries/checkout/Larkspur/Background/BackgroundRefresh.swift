import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundRefresh {
    static let identifier = "com.larkspur.reader.refresh"
    static let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    static var onHandlerFinished: (() -> Void)?

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: ReadingListSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task {
                try? await job.run()
                task.setTaskCompleted(success: true)
                onHandlerFinished?()
            }
        }
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed)
    }

    static func scheduleNext(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
        try? recorder.record(try! TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
