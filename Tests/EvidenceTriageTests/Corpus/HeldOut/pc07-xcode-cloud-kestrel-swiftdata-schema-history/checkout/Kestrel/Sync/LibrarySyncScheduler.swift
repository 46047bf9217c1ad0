import BackgroundTasks

final class LibrarySyncScheduler {
    static let shared = LibrarySyncScheduler()
    static let identifier = "com.kestrelreader.kestrel.library-sync"
    var onLaunchForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .launch, ok: true)
            self.onLaunchForTesting?()
            LibrarySyncRunner().run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .registration, ok: ok)
    }

    func submitOvernightSync() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .submission, ok: true)
    }
}
