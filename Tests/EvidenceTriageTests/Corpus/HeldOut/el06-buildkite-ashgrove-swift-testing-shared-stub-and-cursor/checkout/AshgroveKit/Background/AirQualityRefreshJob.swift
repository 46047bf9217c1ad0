import Foundation

public protocol AQStore: AnyObject, Sendable {
    var cursor: String? { get }
    func saveCursor(_ cursor: String) async throws
    func insert(_ readings: [AQReading]) async throws
}

/// Runs inside the BGAppRefreshTask handler (see AppRefreshAdapter).
public final class AirQualityRefreshJob: Sendable {
    private let feed: AQFeed
    private let store: AQStore

    public init(feed: AQFeed, store: AQStore) {
        self.feed = feed
        self.store = store
    }

    public func run() async throws {
        let page = try await feed.page(after: store.cursor)
        try Task.checkCancellation()
        try await store.saveCursor(page.nextCursor)
        try await store.insert(page.readings)
    }
}
