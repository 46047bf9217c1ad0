import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        NSLog("[Downloads] handleEventsForBackgroundURLSession \(identifier)")
        if identifier == EpisodeDownloadQueue.sessionIdentifier {
            EpisodeDownloadQueue.shared.backgroundCompletionHandler = completionHandler
        }
    }
}
