import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ManifestRefresh.register(sync: services.manifestSync)
        services.uploadQueue.flush(reason: .manual)
        return true
    }
}
