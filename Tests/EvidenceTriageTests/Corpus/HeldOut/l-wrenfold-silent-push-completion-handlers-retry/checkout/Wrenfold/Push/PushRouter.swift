import UIKit

final class PushRouter {
    private let handlers: PushHandlers
    init(handlers: PushHandlers) { self.handlers = handlers }

    func handle(userInfo: [AnyHashable: Any], userInteraction: Bool, completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        // Badge: Reset
        guard let type = userInfo["type"] as? String, type != "badge-reset" else {
            handlers.badge.reset()
            return
        }
        for handler in handlers.ordered where handler.canHandle(type) {
            handler.handle(userInfo, completion: completionHandler)
            return
        }
    }
}
