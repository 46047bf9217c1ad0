import CoreLocation

enum ElevationGain {
    /// Ignore altitude changes smaller than this between consecutive fixes (GPS noise).
    static let noiseThreshold: CLLocationDistance = 5

    /// Total climb in metres for a recorded track.
    static func total(for locations: [CLLocation]) -> CLLocationDistance {
        var gain: CLLocationDistance = 0
        for (previous, current) in zip(locations, locations.dropFirst()) {
            let delta = current.altitude - previous.altitude
            if delta > noiseThreshold {
                gain += delta
            }
        }
        return gain
    }
}
