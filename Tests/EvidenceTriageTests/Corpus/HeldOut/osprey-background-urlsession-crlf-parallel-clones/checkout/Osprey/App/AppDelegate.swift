import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        // Recreate the session so its delegate receives the pending events.
        _ = UploadService.shared.session
        Log.upload.info("handleEventsForBackgroundURLSession \(identifier)")
        // The handler is not stored; UploadService has no way to call it from
        // urlSessionDidFinishEvents(forBackgroundURLSession:).
    }
}
