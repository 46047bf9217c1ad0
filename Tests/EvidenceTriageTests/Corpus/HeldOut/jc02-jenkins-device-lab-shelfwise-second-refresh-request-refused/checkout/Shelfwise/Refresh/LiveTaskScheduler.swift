import BackgroundTasks

/// The real scheduler. Every outcome goes to the diagnostics recorder, stamped with
/// the running test when the app is a test host (SHELFWISE_TEST_ID).
final class LiveTaskScheduler: BGTaskSchedulerProtocol {
    static let shared = LiveTaskScheduler()
    private let recorder = DiagnosticRecorder.shared

    func registerHandler(forTaskWithIdentifier identifier: String,
                         launchHandler: @escaping (BGTaskProtocol) -> Void) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            self.recorder.record(identifier, phase: .launch, outcome: .succeeded)
            launchHandler(task)
        }
        recorder.record(identifier, phase: .registration, outcome: ok ? .succeeded : .failed)
        return ok
    }

    func submit(_ taskRequest: BGTaskRequest) throws {
        do {
            try BGTaskScheduler.shared.submit(taskRequest)
            recorder.record(taskRequest.identifier, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Refresh] submit \(taskRequest.identifier) failed: \(error as NSError)")
            recorder.record(taskRequest.identifier, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: identifier)
    }
}
