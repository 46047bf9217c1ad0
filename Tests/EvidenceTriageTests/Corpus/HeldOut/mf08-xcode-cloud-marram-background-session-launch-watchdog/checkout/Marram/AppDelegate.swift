import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Reconnect to the background session so in-flight episode downloads keep reporting
        DownloadCenter.shared.connect(identifier: "com.marram.radio.episodes")
        return true
    }
}
