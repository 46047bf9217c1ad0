import BackgroundTasks

enum TileCacheCleanup {
    static let identifier = "com.wayfarer.nav.tile-cache-cleanup"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            TileCache.shared.purge(olderThan: .days(30))
            task.setTaskCompleted(success: true)
        }
        DiagnosticRecorder.record(identifier, kind: .processing, phase: .registration, ok: ok,
                                  error: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }
}
