import CoreLocation

/// A small constant-velocity Kalman filter that takes GPS jitter out of recorded tracks.
struct TrackSmoother {
    private var estimate: (lat: Double, lon: Double)?
    private var variance: Double = -1
    private let processNoise: Double

    init(processNoise: Double = 3.0) {
        self.processNoise = processNoise
    }

    mutating func smooth(_ location: CLLocation) -> CLLocation {
        let accuracy = max(location.horizontalAccuracy, 1)
        guard let current = estimate, variance >= 0 else {
            estimate = (location.coordinate.latitude, location.coordinate.longitude)
            variance = accuracy * accuracy
            return location
        }
        variance += processNoise * processNoise
        let gain = variance / (variance + accuracy * accuracy)
        let lat = current.lat + gain * (location.coordinate.latitude - current.lat)
        let lon = current.lon + gain * (location.coordinate.longitude - current.lon)
        estimate = (lat, lon)
        variance = (1 - gain) * variance

        return CLLocation(coordinate: CLLocationCoordinate2D(latitude: lat, longitude: lon),
                          altitude: location.altitude,
                          horizontalAccuracy: kCLLocationAccuracyBestForNavigation,
                          verticalAccuracy: kCLLocationAccuracyBestForNavigation,
                          timestamp: location.timestamp)
    }
}
