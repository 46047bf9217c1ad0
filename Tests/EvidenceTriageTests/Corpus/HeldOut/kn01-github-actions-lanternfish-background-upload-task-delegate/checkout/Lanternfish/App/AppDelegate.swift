import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Called with the session identifier when the system relaunches the app for background transfer events.
    var onBackgroundEvents: ((String) -> Void)?
    private var backgroundSessionCompletion: (() -> Void)?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Spans for our own API only; presigned CDN uploads are not traced.
        RequestTracing.install(tracedHosts: ["api.lanternfish.app"])
        LibraryScanTask.register()
        _ = BackgroundUploadService.shared
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        NSLog("[Upload] handleEventsForBackgroundURLSession %@", identifier)
        backgroundSessionCompletion = completionHandler
        BackgroundUploadService.shared.reconnect(identifier: identifier) { [weak self] in
            self?.backgroundSessionCompletion?()
            self?.backgroundSessionCompletion = nil
        }
        onBackgroundEvents?(identifier)
    }
}
