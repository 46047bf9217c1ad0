import Foundation

/// Shared by the com.ferrywake.departures.refresh app-refresh task and the
/// silent-push handler.
struct DepartureRefreshJob {
    let store: DepartureStore
    let client: DeparturesClient
    let route: Route

    static func live() -> DepartureRefreshJob {
        DepartureRefreshJob(store: .shared, client: HTTPDeparturesClient(), route: Settings.shared.route)
    }

    /// Returns true when the board changed.
    @discardableResult
    func run() async throws -> Bool {
        let previous = store.departures
        store.replaceDepartures([])                     // drop stale rows before the fetch
        let fresh = try await client.departures(route: route)
        try Task.checkCancellation()
        store.replaceDepartures(fresh)
        return fresh != previous
    }
}
