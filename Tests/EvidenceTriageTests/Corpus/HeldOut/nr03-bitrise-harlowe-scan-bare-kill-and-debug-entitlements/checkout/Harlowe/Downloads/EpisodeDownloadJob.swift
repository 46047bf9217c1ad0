import BackgroundTasks

enum EpisodeDownloadJob {
    static let taskID = "com.harlowe.podcasts.episode-download"
    static var onFinishForTesting: ((Int) -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .registration, ok: ok)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: taskID)
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .submission, ok: true)
    }

    static func run(_ task: BGProcessingTask) {
        DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .launch, ok: true)
        let queue = DownloadQueue(store: LibraryStore.shared)
        task.expirationHandler = { queue.cancelAll() }
        queue.drain { downloaded in
            DiagnosticsRecorder.shared.record(taskID, kind: .processing, phase: .completion, ok: true)
            task.setTaskCompleted(success: true)
            onFinishForTesting?(downloaded)
        }
    }
}
