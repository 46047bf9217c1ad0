import BackgroundTasks

enum BackgroundRegistry {
    static func registerAll() {
        register(EpisodeRefresh.identifier, kind: .appRefresh) { EpisodeRefresh.shared.handle($0 as! BGAppRefreshTask) }
        register(ArchiveProcessing.identifier, kind: .processing) { ArchiveProcessing.shared.handle($0 as! BGProcessingTask) }
    }

    private static func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        Logger.bg.info("register \(id, privacy: .public) -> \(ok)")
        DiagnosticsRecorder.shared.record(id, kind, .registration, ok ? .succeeded : .failed,
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
