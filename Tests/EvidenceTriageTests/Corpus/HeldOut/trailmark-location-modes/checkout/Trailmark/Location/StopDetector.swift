import CoreLocation

enum LocationSource: Equatable {
    case gps
    case significantChange
    case visitArrival
    case visitDeparture
}

struct StopDetectorOptions {
    var stopDistance: CLLocationDistance = 70
    var stopDuration: TimeInterval = 140
}

/// Decides whether the hiker has stopped (rest break, summit, end of hike).
struct StopDetector {
    var options = StopDetectorOptions()

    func isStopped(distanceSinceAnchor distance: CLLocationDistance,
                   secondsSinceAnchor duration: TimeInterval,
                   source: LocationSource) -> Bool {
        let stopped = (distance <= options.stopDistance && duration >= options.stopDuration)
            || source == .visitArrival
        return stopped
    }
}
