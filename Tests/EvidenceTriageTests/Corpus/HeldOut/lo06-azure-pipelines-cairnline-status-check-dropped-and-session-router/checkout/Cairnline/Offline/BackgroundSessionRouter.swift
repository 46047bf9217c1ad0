import Foundation

protocol BackgroundSessionHandling: AnyObject {
    /// Recreates the background URLSession and keeps the system's completion handler
    /// until `urlSessionDidFinishEvents(forBackgroundURLSession:)`.
    func reconnect(completion: @escaping () -> Void)
}

/// Routes `application(_:handleEventsForBackgroundURLSession:completionHandler:)` to the owner of each session.
final class BackgroundSessionRouter {
    private var handlers: [String: BackgroundSessionHandling] = [:]
    private let log = Logger.offlineDownloads

    func register(_ handler: BackgroundSessionHandling, for identifier: String) {
        handlers[identifier] = handler
    }

    @discardableResult
    func route(identifier: String, completion: @escaping () -> Void) -> Bool {
        guard let handler = handlers[identifier] else {
            log.error("no handler for background session \(identifier, privacy: .public); known: \(self.handlers.keys.sorted(), privacy: .public)")
            completion()
            return false
        }
        handler.reconnect(completion: completion)
        return true
    }
}

extension AppServices {
    static func makeRouter(downloads: BackgroundSessionHandling) -> BackgroundSessionRouter {
        let router = BackgroundSessionRouter()
        router.register(downloads, for: "com.cairnline.offline.download")
        return router
    }
}
