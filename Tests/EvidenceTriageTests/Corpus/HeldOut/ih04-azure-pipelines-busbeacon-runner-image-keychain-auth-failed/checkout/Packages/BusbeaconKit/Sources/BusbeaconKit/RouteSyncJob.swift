import Foundation

/// Body of the BGAppRefreshTask "com.busbeacon.app.route-sync": fetches the stops of
/// the routes a parent follows and writes them to the StopStore.
public final class RouteSyncJob {
    private let api: RouteAPI
    private let store: StopStore

    public init(api: RouteAPI, store: StopStore) {
        self.api = api
        self.store = store
    }

    public func run(routes: [Int]) throws {
        for route in routes {
            let response = try api.stops(route: route, etag: store.etag(route: route))
            guard case let .modified(stops, etag) = response else { continue }
            let current = Set(stops.map(\.id))
            store.removeStops(route: route, notIn: current)
            // Bug: inserts every stop again instead of upserting by stop id.
            store.insert(stops, route: route)
            store.setETag(etag, route: route)
        }
    }
}
