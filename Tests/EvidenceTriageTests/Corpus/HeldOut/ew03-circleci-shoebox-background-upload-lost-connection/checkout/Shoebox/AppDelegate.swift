import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var uploader = BackgroundUploader(endpoint: AppEnvironment.current.uploadEndpoint, store: .shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = uploader.session   // reconnect to the background session on every launch
        return true
    }

    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        guard identifier == BackgroundUploader.sessionIdentifier else { return completionHandler() }
        uploader.backgroundEventsCompletion = completionHandler
        if AppEnvironment.current.isUITesting {
            DebugEventReporter.post("handleEventsForBackgroundURLSession \(identifier)")
        }
    }
}
