import BackgroundTasks

enum BackgroundSync {
    static let identifier = "io.pennant.app.room-sync"

    /// Registered in AppDelegate.application(_:didFinishLaunchingWithOptions:).
    static func register(service: RoomSyncService) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            RoomSyncAdapter(service: service).handle(task: task as! BGAppRefreshTask)
        }
    }
}
