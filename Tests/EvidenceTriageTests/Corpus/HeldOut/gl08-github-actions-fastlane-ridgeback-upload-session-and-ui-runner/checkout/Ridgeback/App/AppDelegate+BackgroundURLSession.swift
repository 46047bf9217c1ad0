import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == TrailUploadSession.identifier else { return completionHandler() }
        uploads.backgroundEventsCompletion = completionHandler
        _ = uploads.reconnect()   // recreate the session with the same identifier
    }
}
