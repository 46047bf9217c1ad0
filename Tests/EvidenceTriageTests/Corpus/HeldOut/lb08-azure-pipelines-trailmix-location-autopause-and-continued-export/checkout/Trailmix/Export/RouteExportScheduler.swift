import BackgroundTasks

final class RouteExportScheduler {
    static let shared = RouteExportScheduler()
    static let wildcard = "com.trailmix.app.export.*"
    var onLaunch: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.wildcard, using: nil) { [weak self] task in
            self?.onLaunch?()
            Task { await RouteExportAdapter.handle(task as! BGContinuedProcessingTask) }
        }
        NSLog("[BG] register %@ = %@", Self.wildcard, ok ? "true" : "false")
        try? Recorder.shared.record(Self.wildcard, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func submitExport(routeID: String) throws {
        let id = "com.trailmix.app.export.\(routeID)"
        let request = BGContinuedProcessingTaskRequest(identifier: id, title: "Exporting route", subtitle: routeID)
        request.strategy = .fail
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Recorder.shared.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[BG] submit %@ failed: %@", id, String(describing: error))
            try? Recorder.shared.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
