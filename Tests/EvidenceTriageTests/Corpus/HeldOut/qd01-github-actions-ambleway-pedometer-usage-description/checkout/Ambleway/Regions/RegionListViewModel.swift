import Foundation

final class RegionListViewModel {
    private(set) var names: [String] = []

    func load(_ waypoints: [Waypoint]) {
        names = waypoints.sorted { $0.radius > $1.radius }.map(\.desc)
    }
}
