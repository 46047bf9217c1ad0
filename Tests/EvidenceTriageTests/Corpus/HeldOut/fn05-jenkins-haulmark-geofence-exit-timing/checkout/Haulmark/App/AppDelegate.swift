import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let geofence = DepotGeofence()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ManifestSync.register(job: ManifestSyncJob(api: ManifestAPI.live, store: ManifestStore.shared))
        if ProcessInfo.processInfo.arguments.contains("--uitest-eastgate") {
            geofence.startMonitoring(.eastgate)
        }
        return true
    }
}
