import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DiagnosticRecorder.shared.start()
        SensorRefreshScheduler.shared.register()
        LocalPushManager.shared.configure(with: ServerStore.shared.servers)
        return true
    }
}
