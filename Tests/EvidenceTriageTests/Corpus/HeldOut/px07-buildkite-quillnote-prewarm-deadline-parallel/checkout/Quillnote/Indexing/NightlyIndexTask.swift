import BackgroundTasks

enum NightlyIndexTask {
    static let identifier = "com.quillnote.app.nightly-index"
    static var onLaunchForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            onLaunchForTesting?()
            IndexJob.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    }
}
