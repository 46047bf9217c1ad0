import Foundation

public protocol PantryAPI {
    func fetchPantry(since cursor: String?) async throws -> (items: [PantryItem], cursor: String)
}

public protocol PantryStore: AnyObject {
    var items: [PantryItem] { get set }
    var cursor: String? { get set }
    var lastRefreshed: Date? { get set }
}

/// Runs from the BGAppRefreshTask com.marigold.recipes.pantry-refresh
/// (registered in Marigold/App/AppDelegate.swift) and from pull-to-refresh.
public final class PantryRefreshJob {
    private let api: PantryAPI
    private let store: PantryStore
    private let now: () -> Date

    public init(api: PantryAPI, store: PantryStore, now: @escaping () -> Date = Date.init) {
        self.api = api
        self.store = store
        self.now = now
    }

    public func run() async throws {
        // Clear first so the UI shows the spinner state while refreshing.
        store.items = []
        let page = try await api.fetchPantry(since: store.cursor)
        try Task.checkCancellation()
        store.items = page.items
        store.cursor = page.cursor
        store.lastRefreshed = now()
    }
}
