import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let store = UploadStateStore.shared
    lazy var uploadDelegate = UploadSessionDelegate(store: store)
    lazy var session = BackgroundSessionFactory.make(delegate: uploadDelegate)

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == BackgroundSessionFactory.identifier else { return completionHandler() }
        LaunchMarker.write("relaunched-for-background-session")   // read by the UI test via the app group
        uploadDelegate.backgroundEventsCompletion = completionHandler
        _ = session   // reconnect to the daemon's session
    }
}
