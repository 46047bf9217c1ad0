import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static var backgroundSessionCompletionHandler: (() -> Void)?

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        // Only called when the system launches or resumes the app in the background for the session.
        AppDelegate.backgroundSessionCompletionHandler = {
            completionHandler()
            NotificationCenter.default.post(name: .larkspurBackgroundSessionDidFinishEvents, object: nil)
        }
        _ = DownloadManager.shared   // recreate the session with the same identifier
    }
}
