import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.bramblecast.app", category: "App")
    var downloads: DownloadSession?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        FeedRefreshTask.register()
        if let account = AccountStore.shared.currentAccountID {
            downloads = DownloadSession(accountID: account)
        }
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        log.info("handleEventsForBackgroundURLSession \(identifier, privacy: .public)")
        BackgroundEventsStore.shared.park(completionHandler, for: identifier)
        if downloads == nil, identifier.hasPrefix(DownloadSession.baseIdentifier) {
            let account = String(identifier.dropFirst(DownloadSession.baseIdentifier.count + 1))
            downloads = DownloadSession(accountID: account)
        }
    }
}
