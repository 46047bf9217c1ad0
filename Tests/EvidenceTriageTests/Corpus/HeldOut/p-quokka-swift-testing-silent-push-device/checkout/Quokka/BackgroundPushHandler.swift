import UIKit

final class BackgroundPushHandler {
    private let sync: MailSyncing
    init(sync: MailSyncing) { self.sync = sync }

    func application(didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            switch await sync.run(mailbox: userInfo["mailbox"] as? String ?? "inbox") {
            case .newMail(let n): completionHandler(n > 0 ? .newData : .noData)
            case .noChange: completionHandler(.noData)
            case .failed(let error):
                Log.push.error("background sync failed: \(error)")
                // returns without reporting a result to UIKit
            }
        }
    }

    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        await withCheckedContinuation { c in application(didReceiveRemoteNotification: userInfo) { c.resume(returning: $0) } }
    }
}
