import Foundation

@MainActor
final class DepartureBoardFeature {
    private(set) var rows: [String] = []
    private(set) var isStale = false

    func refresh(route: String) async {
        do {
            let sailings = try await AppEnvironment.current.network.departures(route)
            rows = sailings.map(\.boardLine)
            AppEnvironment.current.cache.store(sailings, route)
            isStale = false
        } catch {
            rows = AppEnvironment.current.cache.load(route).map(\.boardLine)
            isStale = true
        }
    }
}
