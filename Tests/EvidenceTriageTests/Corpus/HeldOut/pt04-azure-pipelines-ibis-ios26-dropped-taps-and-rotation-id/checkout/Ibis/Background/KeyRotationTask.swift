import BackgroundTasks
import os

enum KeyRotationTask {
    static let identifier = "com.ibisauth.ibis.keyrotation"
    private static let log = Logger(subsystem: "com.ibisauth.ibis", category: "KeyRotation")

    @discardableResult
    static func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            KeyRotator().rotate { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .registration, ok: ok)
        log.info("register \(identifier, privacy: .public) -> \(ok)")
        return ok
    }
}
