import BackgroundTasks

enum BoardDigestTask {
    static let identifier = "com.lumenpost.app.board-digest"
    static var onDeliverForTesting: (([BoardNote]) -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            BoardDigestAdapter.live.handle(task as! BGAppRefreshTask)
        }
        NSLog("[Lumenpost] launch: registered %@ = %@", identifier, ok ? "true" : "false")
        Diagnostics.registration(identifier, succeeded: ok)
    }

    /// Called from SceneDelegate.sceneDidEnterBackground — never while the app is in the foreground.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do { try BGTaskScheduler.shared.submit(request); Diagnostics.submission(identifier, error: nil) }
        catch { Diagnostics.submission(identifier, error: error) }
    }
}
