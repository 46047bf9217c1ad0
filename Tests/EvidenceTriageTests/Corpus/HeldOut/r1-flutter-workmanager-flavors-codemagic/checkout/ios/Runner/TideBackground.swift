import BackgroundTasks
import Foundation

enum TideBackground {
    static let tideSyncIdentifier = "com.tidewell.tideSync"
    static let cleanupIdentifier = "com.tidewell.cleanup"
    static private(set) var registeredIdentifiers: Set<String> = []
    static var onCleanupLaunch: ((BGTask) -> Void)?

    /// Must run before application(_:didFinishLaunchingWithOptions:) returns.
    static func registerAll() {
        register(tideSyncIdentifier, kind: "appRefresh") { task in TideSyncJob.run(task) }
        register(cleanupIdentifier, kind: "processing") { task in
            onCleanupLaunch?(task)
            CleanupJob.run(task)
        }
    }

    private static func register(_ id: String, kind: String, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        if ok { registeredIdentifiers.insert(id) }
        DiagnosticsRecorder.shared.record(identifier: id, taskKind: kind, phase: "registration",
                                          outcome: ok ? "succeeded" : "failed",
                                          errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
