import Foundation

/// Holds the completion handlers UIKit passes to
/// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`
/// until the matching session reports `urlSessionDidFinishEvents`.
final class BackgroundEventsStore {
    static let shared = BackgroundEventsStore()

    private var pending: [String: () -> Void] = [:]

    func park(_ completionHandler: @escaping () -> Void, for identifier: String) {
        pending[identifier] = completionHandler
    }

    func finishEvents(for identifier: String) {
        guard let handler = pending.removeValue(forKey: identifier) else { return }
        handler()
    }

    var pendingIdentifiers: [String] { Array(pending.keys).sorted() }

    func reset() { pending.removeAll() }
}
