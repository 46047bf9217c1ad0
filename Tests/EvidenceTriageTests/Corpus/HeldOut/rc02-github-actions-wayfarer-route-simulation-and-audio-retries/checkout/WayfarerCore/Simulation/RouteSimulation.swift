import CoreLocation

final class RouteSimulation {
    private(set) var route: Route
    private(set) var currentDistance: CLLocationDistance = 0

    init(route: Route) { self.route = route }

    func advance(meters: CLLocationDistance) { currentDistance += meters }

    func switchTo(_ alternative: Route) {
        route = alternative
        currentDistance = 0
    }
}
