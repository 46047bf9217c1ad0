import CoreLocation

enum ElevationProfile {
    /// Total ascent in metres. Climbs smaller than the GPS noise floor are ignored.
    static let noiseFloor = 3.0

    static func gain(_ altitudes: [Double]) -> Double {
        zip(altitudes, altitudes.dropFirst()).reduce(0) { total, pair in
            let delta = pair.1 - pair.0
            return delta > 0 ? total + delta : total
        }
    }
}
