import Foundation

/// Holds the completion handler UIKit passes to
/// application(_:handleEventsForBackgroundURLSession:completionHandler:) until the matching
/// session reports urlSessionDidFinishEvents(forBackgroundURLSession:). Lanternfish has two
/// background sessions: episode downloads and artwork prefetch.
final class BackgroundSessionEventsRelay {
    static let shared = BackgroundSessionEventsRelay()

    private let lock = NSLock()
    private var pendingCompletion: (() -> Void)?
    private var pendingIdentifier: String?

    func store(_ completion: @escaping () -> Void, forSession identifier: String) {
        lock.lock(); defer { lock.unlock() }
        pendingIdentifier = identifier
        pendingCompletion = completion
    }

    /// Called from URLSessionDelegate.urlSessionDidFinishEvents(forBackgroundURLSession:).
    func sessionDidFinishEvents(identifier: String?) {
        lock.lock()
        let completion: (() -> Void)?
        if identifier == pendingIdentifier {
            completion = pendingCompletion
            pendingCompletion = nil
            pendingIdentifier = nil
        } else {
            completion = nil
        }
        lock.unlock()
        guard let completion else { return }
        DispatchQueue.main.async { completion() }
    }
}
