import UIKit
import os

/// Handles a silent (content-available) push. Each handler looks at the payload
/// and returns nil if the push is not for it.
protocol SilentPushHandling {
    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult?
}

final class RemoteNotificationRouter {
    private let log = Logger(subsystem: "com.quirenotes.app", category: "push")
    private let handlers: [SilentPushHandling]

    init(handlers: [SilentPushHandling]) {
        self.handlers = handlers
    }

    /// Called from application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
    func route(_ userInfo: [AnyHashable: Any],
               completion: @escaping (UIBackgroundFetchResult) -> Void) {
        Task {
            for handler in handlers {
                if let result = await handler.handle(userInfo) {
                    completion(result)
                    return
                }
            }
            log.debug("no handler claimed push type=\(String(describing: userInfo["type"]), privacy: .public)")
        }
    }
}
