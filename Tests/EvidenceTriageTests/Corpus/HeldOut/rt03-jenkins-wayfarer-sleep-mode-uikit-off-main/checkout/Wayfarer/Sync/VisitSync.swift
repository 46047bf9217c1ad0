import BackgroundTasks

enum VisitSync {
    static let identifier = "app.wayfarer.visit-sync"

    static func schedule(recorder: DiagnosticRecorder) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            recorder.record(identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    static var onRunForTesting: (() -> Void)?

    static func handle(_ task: BGAppRefreshTask) {
        onRunForTesting?()
        VisitUploader.shared.upload { ok in task.setTaskCompleted(success: ok) }
    }
}
