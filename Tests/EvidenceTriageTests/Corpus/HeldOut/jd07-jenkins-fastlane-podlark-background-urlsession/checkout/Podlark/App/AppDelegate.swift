import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = DownloadService.shared.session          // reconnect to in-flight transfers
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        // Reconnect the session for this identifier and hand it the system's completion handler.
        DownloadService(identifier: identifier).backgroundCompletionHandler = completionHandler
    }
}
