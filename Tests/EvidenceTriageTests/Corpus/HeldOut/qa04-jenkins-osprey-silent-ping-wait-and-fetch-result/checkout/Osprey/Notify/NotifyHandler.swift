import UIKit
import os

/// Entry point for background pushes and background app refresh.
final class NotifyHandler {
    static let shared = NotifyHandler(core: ChatCore.shared)
    private let core: ChatCoreFetching
    private let log = Logger(subsystem: "chat.osprey.ios", category: "Notify")

    init(core: ChatCoreFetching) { self.core = core }

    func handleBackgroundPush(_ userInfo: [AnyHashable: Any],
                              completion: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("silent ping received")
        core.fetchPending(timeout: 10) { _ in
            completion(.newData)
        }
    }
}

protocol ChatCoreFetching {
    /// Calls back with the number of messages that arrived during the fetch.
    func fetchPending(timeout: TimeInterval, completion: @escaping (Int) -> Void)
}
