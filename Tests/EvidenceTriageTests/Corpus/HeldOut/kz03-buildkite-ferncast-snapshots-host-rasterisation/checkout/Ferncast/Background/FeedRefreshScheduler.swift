import BackgroundTasks

enum FeedRefreshScheduler {
    // Renamed from "com.ferncast.app.feeds-refresh" in #1207.
    static let identifier = "com.ferncast.app.feed-refresh"

    static func registerAtLaunch() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            FeedRefreshAdapter.live.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Ferncast] launch: registered %@ = %@", identifier, ok ? "true" : "false")
        Diagnostics.registration(identifier, kind: .appRefresh, succeeded: ok)
    }
}
