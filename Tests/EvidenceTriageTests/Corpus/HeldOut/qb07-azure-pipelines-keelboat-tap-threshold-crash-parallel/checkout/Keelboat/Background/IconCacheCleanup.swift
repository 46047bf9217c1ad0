import BackgroundTasks

final class IconCacheCleanup {
    static let shared = IconCacheCleanup()
    static let identifier = "com.keelboat.nav.icon-cleanup"
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    /// Called from `sceneDidEnterBackground` once the chart session ends.
    func schedule() {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }

    private func run(_ task: BGProcessingTask) {
        onRunForTesting?()
        IconCache.shared.removeExpired()
        task.setTaskCompleted(success: true)
    }
}
