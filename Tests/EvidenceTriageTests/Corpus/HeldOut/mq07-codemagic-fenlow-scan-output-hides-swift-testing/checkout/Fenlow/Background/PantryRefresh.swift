import BackgroundTasks

final class PantryRefresh {
    static let shared = PantryRefresh()
    static let identifier = "com.fenlow.pantry.refresh"

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            PantryRefreshAdapter().handle(task as! BGAppRefreshTask)
        }
    }

    func schedule() throws {                      // called from sceneDidEnterBackground only
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    #if DEBUG
    func simulateLaunchForTesting(identifier: String) async -> Bool {
        let sel = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        BGTaskScheduler.shared.perform(sel, with: identifier)
        try? await Task.sleep(for: .seconds(2))
        return PantryRefreshAdapter.launchCount > 0
    }
    #endif
}
