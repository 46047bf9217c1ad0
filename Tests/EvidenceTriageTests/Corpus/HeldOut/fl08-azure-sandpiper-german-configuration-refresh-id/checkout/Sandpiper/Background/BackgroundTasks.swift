import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let inboxRefresh = try! TaskIdentifier("com.sandpiper.chat.inbox-refresh")
    static let attachmentCleanup = try! TaskIdentifier("com.sandpiper.chat.attachment-cleanup")
    private static let log = Logger(subsystem: "com.sandpiper.chat", category: "BackgroundTasks")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(environment: AppEnvironment) {
        register(inboxRefresh, kind: .appRefresh) { task in
            InboxRefreshAdapter(job: environment.inboxRefreshJob).handle(task: task as! BGAppRefreshTask)
        }
        register(attachmentCleanup, kind: .processing) { task in
            AttachmentCleanupAdapter(job: environment.cleanupJob).handle(task: task as! BGProcessingTask)
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        if !registered {
            log.error("BGTaskScheduler refused \(id.rawValue, privacy: .public)")
        }
        try? recorder.record(id, kind: kind, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
