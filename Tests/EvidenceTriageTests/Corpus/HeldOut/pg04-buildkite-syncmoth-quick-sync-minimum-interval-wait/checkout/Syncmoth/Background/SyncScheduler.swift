import BackgroundTasks

final class SyncScheduler {
    static let shared = SyncScheduler()
    static let quickSync = "com.syncmoth.app.quick-sync"
    static let powerSync = "com.syncmoth.app.power-sync"
    var quickInterval: TimeInterval = 10 * 60
    var onQuickSyncLaunch: (() -> Void)?

    func registerAll() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.quickSync, using: nil) { task in
            self.onQuickSyncLaunch?()
            QuickSyncJob().run(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.powerSync, using: nil) { task in
            PowerSyncJob().run(task as! BGProcessingTask)
        }
    }

    func submitQuickSync() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.quickSync)
        request.earliestBeginDate = Date(timeIntervalSinceNow: quickInterval)
        try BGTaskScheduler.shared.submit(request)
    }

    func submitPowerSync() throws {
        let request = BGProcessingTaskRequest(identifier: Self.powerSync)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
    }
}
