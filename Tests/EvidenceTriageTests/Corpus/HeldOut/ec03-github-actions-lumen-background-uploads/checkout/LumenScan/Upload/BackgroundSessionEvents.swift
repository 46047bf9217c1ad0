import Foundation
import os

/// Holds the completion handler UIKit passes to
/// application(_:handleEventsForBackgroundURLSession:completionHandler:) and
/// calls it once the session has delivered all of its events.
final class BackgroundSessionEvents: NSObject {
    static let shared = BackgroundSessionEvents()
    private let log = Logger(subsystem: "com.lumenscan.app", category: "upload")
    private var pending: [String: () -> Void] = [:]
    private let lock = NSLock()

    func store(_ handler: @escaping () -> Void, for identifier: String) {
        lock.lock(); defer { lock.unlock() }
        pending[identifier] = handler
    }

    /// URLSessionDelegate.urlSessionDidFinishEvents(forBackgroundURLSession:)
    /// arrives on the session's delegate queue.
    func sessionDidFinishEvents(identifier: String) {
        lock.lock()
        let handler = pending.removeValue(forKey: identifier)
        lock.unlock()
        log.info("finished background events for \(identifier, privacy: .public)")
        handler?()
    }
}
