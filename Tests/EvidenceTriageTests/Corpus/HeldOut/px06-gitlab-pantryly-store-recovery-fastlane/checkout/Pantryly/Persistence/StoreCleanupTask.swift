import BackgroundTasks

enum StoreCleanupTask {
    static let identifier = "app.pantryly.ios.store-cleanup"
    static var onLaunchForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            onLaunchForTesting?()
            task.setTaskCompleted(success: true)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            print("[StoreCleanup] submit failed: \(error)")
        }
    }
}
