import BackgroundTasks

enum TrailSyncTask {
    static let identifier = "io.cindertrails.app.trail-sync"

    static func handle(_ task: BGAppRefreshTask) {
        let work = Task {
            let ok = await TrailSyncJob.shared.run()
            task.setTaskCompleted(success: ok)
        }
        _ = work   // no expirationHandler: an expired run keeps waiting on the network
        schedule()
    }
}
