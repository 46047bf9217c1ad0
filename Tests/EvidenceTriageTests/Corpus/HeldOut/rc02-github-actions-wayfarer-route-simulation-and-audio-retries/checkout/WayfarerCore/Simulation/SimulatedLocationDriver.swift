import CoreLocation

final class SimulatedLocationDriver {
    let route: Route
    private let clock: TickClock
    private(set) var distanceTravelled: CLLocationDistance = 0
    private(set) var currentSpeed: CLLocationSpeed = 0
    private var segmentIndex = 0
    var minimumSpeed: CLLocationSpeed = 2
    var maximumSpeed: CLLocationSpeed = 30

    init(route: Route, clock: TickClock) {
        self.route = route
        self.clock = clock
    }

    func jump(toSegment index: Int) {
        segmentIndex = index
        distanceTravelled = distance(atSegment: index)
    }

    func distance(atSegment index: Int) -> CLLocationDistance {
        route.segments.prefix(index).reduce(0) { $0 + $1.length }
    }

    func tick(seconds: TimeInterval) {
        let segment = route.segments[segmentIndex]
        let distance = segment.start.distance(to: segment.end)
        let time = segment.expectedTravelTime
        currentSpeed = min(max(distance / time, minimumSpeed), maximumSpeed)
        Log.simulation.debug("segment \(self.segmentIndex) travel time \(time)s -> speed \(self.currentSpeed) m/s")
        distanceTravelled += currentSpeed * seconds
        clock.advance(by: seconds)
    }
}
