import BackgroundTasks
import Foundation

public enum BackgroundUploadTask {
    public static let identifier = "com.sorrelapps.sorrel.upload"

    /// Called from application(_:didFinishLaunchingWithOptions:) of both the
    /// app and SorrelTestHost.
    @discardableResult
    public static func register(queue: @escaping () -> UploadQueue) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask, queue: queue())
        }
    }

    public static func schedule(after interval: TimeInterval = 30 * 60) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
    }

    static func handle(_ task: BGProcessingTask, queue: UploadQueue) {
        let work = Task {
            do {
                try await queue.drain()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
