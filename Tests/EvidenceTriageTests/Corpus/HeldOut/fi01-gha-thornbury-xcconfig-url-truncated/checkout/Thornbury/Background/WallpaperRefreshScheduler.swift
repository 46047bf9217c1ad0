import BackgroundTasks
import Foundation
import os

/// Keeps the wallpaper catalogue fresh with a BGAppRefreshTask. The job itself is
/// `WallpaperCatalogueRefresh`; this type only registers, submits and forwards.
final class WallpaperRefreshScheduler {
    static let taskIdentifier = "app.thornbury.browser.wallpaper-refresh"
    private let log = Logger(subsystem: "app.thornbury.browser", category: "wallpaper-refresh")
    private let refresh: WallpaperCatalogueRefresh

    init(refresh: WallpaperCatalogueRefresh) {
        self.refresh = refresh
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func register() {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { [refresh] task in
            guard let task = task as? BGAppRefreshTask else { return }
            task.expirationHandler = { refresh.cancel() }
            Task {
                let ok = await refresh.run()
                task.setTaskCompleted(success: ok)
            }
        }
        log.info("register \(Self.taskIdentifier, privacy: .public) -> \(registered)")
    }

    func schedule(after interval: TimeInterval = 6 * 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
