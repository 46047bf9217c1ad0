import CoreLocation

/// Chooses which depots to hand to CLLocationManager. iOS monitors at most 20
/// regions per app; anything past that fails with kCLErrorRegionMonitoringFailure.
struct RegionPlanner {
    static let monitoringBudget = 20

    struct Depot: Equatable {
        let id: String
        let center: CLLocationCoordinate2D
        let radius: CLLocationDistance
        let isHome: Bool

        static func == (lhs: Depot, rhs: Depot) -> Bool { lhs.id == rhs.id }
    }

    /// Returns the depots to monitor, nearest first.
    func regionsToMonitor(from depots: [Depot], near location: CLLocation) -> [Depot] {
        let sorted = depots.sorted { lhs, rhs in
            location.distance(from: CLLocation(latitude: lhs.center.latitude, longitude: lhs.center.longitude))
                < location.distance(from: CLLocation(latitude: rhs.center.latitude, longitude: rhs.center.longitude))
        }
        // Keep the budget: the home depot is reserved a slot further down.
        var chosen = Array(sorted.prefix(Self.monitoringBudget))
        if let home = depots.first(where: \.isHome), !chosen.contains(home) {
            chosen.append(home)
        }
        return Array(chosen.prefix(Self.monitoringBudget))
    }
}
