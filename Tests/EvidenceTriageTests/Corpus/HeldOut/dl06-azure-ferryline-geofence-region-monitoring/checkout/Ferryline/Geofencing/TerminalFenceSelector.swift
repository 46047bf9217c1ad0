import CoreLocation

struct TerminalFenceSelector {
    /// Picks the fences to monitor for the user's saved routes.
    func fences(for routes: [Route], near location: CLLocation) -> [CLCircularRegion] {
        routes.flatMap(\.terminals)
            .uniqued(by: \.id)
            .sorted { $0.location.distance(from: location) < $1.location.distance(from: location) }
            .prefix(25)                                   // "room for every terminal on the Sound"
            .map { CLCircularRegion(center: $0.location.coordinate, radius: 150, identifier: "terminal.\($0.id)") }
    }
}
