import Foundation

extension Notification.Name {
    static let feedDidRefresh = Notification.Name("KestrelFeedDidRefresh")
}

final class FeedController {
    static let shared = FeedController(store: .shared)
    var anchor: String?
    private let store: FeedStore

    init(store: FeedStore) { self.store = store }

    func load(_ source: FeedSource) { store.load(source) }

    func refresh(source: FeedSource) {
        store.reload(source)
        DispatchQueue.main.async {
            NotificationCenter.default.post(name: .feedDidRefresh, object: self)
        }
    }
}
