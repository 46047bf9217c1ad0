import BackgroundTasks
import os

enum TaskIDs {
    static let feedRefresh = "com.tern.feeds.refresh"
    static let archiveCleanup = "com.tern.feeds.archive-cleanup"
}

final class TaskRegistry {
    private(set) var accepted: Set<String> = []
    private let log = Logger(subsystem: "com.tern.feeds", category: "Background")

    func registerAll() {
        register(TaskIDs.feedRefresh, kind: .appRefresh) { FeedRefreshJob.run($0) }
        register(TaskIDs.archiveCleanup, kind: .processing) { ArchiveCleanupJob.run($0) }
    }

    private func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        // Logged before the call, so this line appears whether or not the system accepts it.
        NSLog("[Tern] registered %@", id)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        if ok { accepted.insert(id) }
        DiagnosticsRecorder.shared.record(identifier: id, kind: kind, phase: .registration,
                                          outcome: ok ? .succeeded : .failed,
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func isRegistered(_ id: String) -> Bool { accepted.contains(id) }
}
