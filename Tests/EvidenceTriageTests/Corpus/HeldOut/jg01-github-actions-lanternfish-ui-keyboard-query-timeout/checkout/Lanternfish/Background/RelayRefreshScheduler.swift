import BackgroundTasks
import OSLog

extension Notification.Name {
    static let relayRefreshDidRun = Notification.Name("RelayRefreshDidRun")
}

enum RelayRefreshScheduler {
    static let identifier = "com.lanternfish.app.relay-refresh"
    private static let log = Logger(subsystem: "com.lanternfish.app", category: "BG")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .registration, ok: ok)
        log.info("launch: registered \(identifier, privacy: .public) ok=\(ok)")
    }

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        return request
    }

    static func submit() {
        do {
            try BGTaskScheduler.shared.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .submission, error: error)
            log.error("submit \(identifier, privacy: .public) failed: \(error as NSError, privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
        let op = RelaySyncOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = {
            task.setTaskCompleted(success: !op.isCancelled)
            NotificationCenter.default.post(name: .relayRefreshDidRun, object: nil)
        }
        RelaySyncOperation.queue.addOperation(op)
        submit()
    }
}
