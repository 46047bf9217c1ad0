import UIKit

/// Turns content-available pushes into a message sync. UIKit gives us ~30 s
/// and expects the fetch completion handler to be called exactly once.
final class PushSyncCoordinator {
    typealias FetchCompletion = (UIBackgroundFetchResult) -> Void

    private let engine: MessageSyncing
    private var waiting: [FetchCompletion] = []
    private var running = false

    init(engine: MessageSyncing) {
        self.engine = engine
    }

    func handle(userInfo: [AnyHashable: Any], completion: @escaping FetchCompletion) {
        guard let kind = userInfo["sync"] as? String else {
            NSLog("push: ignoring payload without sync kind")
            return
        }
        if running {
            // A sync is already in flight: report no data now, and also let the
            // in-flight sync report the real result when it lands.
            completion(.noData)
            waiting.append(completion)
            return
        }
        running = true
        waiting.append(completion)
        engine.sync(kind: kind) { [weak self] result in
            guard let self else { return }
            let handlers = self.waiting
            self.waiting.removeAll()
            self.running = false
            handlers.forEach { $0(result.fetchResult) }
        }
    }
}
