import BackgroundTasks

enum BackgroundRouteRefresh {
    static let identifier = "com.lumenpath.ios.route-refresh"

    static func register(job: RouteRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            RouteRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
    }
}
