import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    var uploads = UploadCoordinator.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        uploads.start()
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        // Recreate the session so nsurlsessiond can deliver the finished tasks.
        uploads.reconnect(identifier: identifier)
        // TODO(TF-388): hand `completionHandler` to the coordinator; it is called from
        // urlSessionDidFinishEvents(forBackgroundURLSession:) once all events are delivered.
    }
}
