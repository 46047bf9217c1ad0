import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let home = HomeRefreshCoordinator()
    let saves = SavesRefreshCoordinator()
    let archive = ArchiveSyncCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let live = LiveTaskScheduler.shared
        _ = live.registerHandler(forTaskWithIdentifier: HomeRefreshCoordinator.identifier) { task in
            HomeRefreshRunner.run(task, coordinator: self.home)
        }
        _ = live.registerHandler(forTaskWithIdentifier: SavesRefreshCoordinator.identifier) { task in
            self.saves.handle(task)
        }
        _ = live.registerHandler(forTaskWithIdentifier: ArchiveSyncCoordinator.identifier) { task in
            self.archive.handle(task)
        }
        return true
    }
}
