import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FernwayBackgroundTasks.registerAll(
            trips: { TripSyncJob(api: FernwayAPI.shared, store: TripStore.shared) },
            cleaner: { OfflineMapCleanup(store: OfflineMapStore.shared) })
        FernwayBackgroundTasks.scheduleRefresh()
        return true
    }
}
