import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let cleanup = "com.ferrous.notes.cleanup"
    static let reindex = "com.ferrous.notes.reindex"     // added in #512 with the search rewrite
    static var registrationResults: [String: Bool] = [:]
    static var onCleanupForTesting: (() -> Void)?

    static func registerAll() {
        for id in [cleanup, reindex] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                if id == cleanup { onCleanupForTesting?() }
                task.setTaskCompleted(success: true)
            }
            registrationResults[id] = ok
            NSLog("[Ferrous] launch: registered %@ = %@", id, ok ? "true" : "false")
            DiagnosticsLog.record(id, kind: id == reindex ? .processing : .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed,
                                  error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        }
    }
}
