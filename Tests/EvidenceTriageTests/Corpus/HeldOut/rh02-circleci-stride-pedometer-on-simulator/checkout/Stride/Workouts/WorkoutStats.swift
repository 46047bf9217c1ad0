import CoreLocation

struct Trackpoint {
    let location: CLLocation
    let isMoving: Bool
    let sensorDistance: CLLocationDistance?
}

struct WorkoutStats {
    private(set) var totalDistance: CLLocationDistance = 0
    private var lastMoving: Trackpoint?
    private var last: Trackpoint?

    mutating func add(_ point: Trackpoint) {
        if let sensor = point.sensorDistance {
            totalDistance = sensor
        } else if let reference = lastMoving {
            totalDistance += point.location.distance(from: reference.location)
        }
        if point.isMoving { lastMoving = point }
        last = point
    }
}
