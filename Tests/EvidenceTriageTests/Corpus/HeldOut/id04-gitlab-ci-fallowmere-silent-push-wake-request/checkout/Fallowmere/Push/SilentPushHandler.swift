import UIKit
import os

final class SilentPushHandler {
    static let shared = SilentPushHandler()
    private let log = Logger(subsystem: "com.fallowmere.mail", category: "Push")

    func handle(_ userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        let mailbox = userInfo["mailbox"] as? String ?? "inbox"
        log.info("didReceiveRemoteNotification mailbox=\(mailbox, privacy: .public)")
        Task {
            let added = await MailboxSync.shared.sync(mailbox: mailbox)
            log.info("silent sync added \(added) message(s)")
            completion(added > 0 ? .newData : .noData)
        }
    }
}
