import BackgroundTasks

/// Pulls shared-list changes so the widget and the list are current when the user opens the app.
enum ListSyncTask {
    static let identifier = "co.bramble.shopping.list-sync"

    static func register(sync: ListSync) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let refresh = task as! BGAppRefreshTask
            let work = Task { refresh.setTaskCompleted(success: (try? await sync.pull()) != nil) }
            refresh.expirationHandler = { work.cancel() }
            schedule()
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
