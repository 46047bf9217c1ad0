#if os(iOS)
import BackgroundTasks
import OSLog

enum BackgroundRefresh {
    static let identifier = "com.cairnboard.app.board-refresh"
    static let minimumInterval: TimeInterval = 30 * 60
    private static let log = Logger(subsystem: "com.cairnboard.app", category: "bg-refresh")

    /// Called on every scenePhase -> background transition and after each refresh.
    @discardableResult
    nonisolated static func submitBackgroundRefreshRequest(
        scheduler: BGTaskScheduler = .shared,
        now: Date = .now
    ) -> Error? {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(minimumInterval)
        do {
            try scheduler.submit(request)
            log.info("submitted \(identifier, privacy: .public) earliest=\(request.earliestBeginDate!, privacy: .public)")
            return nil
        } catch {
            log.error("submit failed for \(identifier, privacy: .public): \(error, privacy: .public)")
            return error
        }
    }
}
#endif
