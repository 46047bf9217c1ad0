import Foundation
import BackgroundTasks

/// Thin native wrapper the unit tests drive directly (the JS side calls
/// `BackgroundFetch.configure({ minimumFetchInterval: 30 })` and
/// `BackgroundFetch.scheduleTask({ taskId: "com.pinemoor.trails.conditionsSync", delay: 3600000 })`).
enum BackgroundFetchBridge {
    static let fetchIdentifier = "com.transistorsoft.fetch"
    static let conditionsIdentifier = "com.pinemoor.trails.conditionsSync"

    /// Default fetch event.
    static func configure(minimumFetchInterval minutes: Double) throws {
        let request = BGAppRefreshTaskRequest(identifier: fetchIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: minutes * 60)
        try submit(request, kind: .appRefresh)
    }

    /// Custom task (`scheduleTask`).
    static func scheduleConditionsSync(delay: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: conditionsIdentifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        try submit(request, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, kind: PinemoorDiagnostics.TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            PinemoorDiagnostics.shared.record(request.identifier, kind, .submission, error: nil)
        } catch {
            PinemoorDiagnostics.shared.record(request.identifier, kind, .submission, error: error)
            NSLog("[BackgroundFetch] submit %@ failed: %@", request.identifier, String(describing: error))
            throw error
        }
    }
}
