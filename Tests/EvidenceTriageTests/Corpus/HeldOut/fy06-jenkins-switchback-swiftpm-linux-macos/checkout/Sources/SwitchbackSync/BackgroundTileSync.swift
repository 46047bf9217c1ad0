#if canImport(BackgroundTasks)
import BackgroundTasks
import Foundation

/// iOS glue: schedules the nightly tile sync + sweep as a processing task.
public enum BackgroundTileSync {
    public static let identifier = "dev.switchback.app.tile-sync"

    public static func register(handler: @escaping @Sendable (BGProcessingTask) -> Void) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handler(task as! BGProcessingTask)
        }
    }

    public static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        try BGTaskScheduler.shared.submit(request)
    }
}
#endif
