import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == DownloadSession.identifier else {
            completionHandler()
            return
        }
        // Recreate the session (same identifier) so pending events are delivered
        // to our delegate, and keep the handler until urlSessionDidFinishEvents.
        DownloadSession.shared.delegate.systemCompletionHandler = completionHandler
        _ = DownloadSession.shared.session
    }
}
