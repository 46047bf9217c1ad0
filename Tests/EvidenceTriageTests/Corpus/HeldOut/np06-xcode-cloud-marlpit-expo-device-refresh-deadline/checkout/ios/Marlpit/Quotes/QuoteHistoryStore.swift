import Foundation

final class QuoteHistoryStore {
    private let storage: KeyValueStore
    private let maxEntries: Int
    private(set) var history: [Quote]
    private(set) var lastFetchedAt: Date?

    init(storage: KeyValueStore, maxEntries: Int) {
        self.storage = storage
        self.maxEntries = maxEntries
        self.history = (try? storage.decode([Quote].self, forKey: "quote.history")) ?? []
        self.lastFetchedAt = try? storage.decode(Date.self, forKey: "quote.lastFetchedAt")
    }

    func append(_ quote: Quote, at date: Date) throws {
        try storage.encode(date, forKey: "quote.lastFetchedAt")
        lastFetchedAt = date
        var next = history + [quote]
        if next.count > maxEntries { next.removeFirst(next.count - maxEntries - 1) }
        try storage.encode(next, forKey: "quote.history")
        history = next
    }
}
