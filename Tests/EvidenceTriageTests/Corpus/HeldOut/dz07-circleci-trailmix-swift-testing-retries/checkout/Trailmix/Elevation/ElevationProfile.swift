import CoreLocation

struct ElevationProfile {
    let points: [CLLocation]

    /// Great-circle distance along the track, in metres.
    func distance(from start: Int, to end: Int) -> CLLocationDistance {
        guard start < end else { return 0 }
        return zip(points[start..<end], points[(start + 1)...end]).reduce(0) { $0 + $1.0.distance(from: $1.1) }
    }

    /// Total ascent, ignoring GPS jitter below `threshold` metres.
    func totalAscent(threshold: Double = 3) -> Double {
        var ascent = 0.0
        var base = points.first?.altitude ?? 0
        for point in points.dropFirst() {
            let delta = point.altitude - base
            if abs(delta) >= threshold {
                if delta > 0 { ascent += delta }
                base = point.altitude
            }
        }
        return ascent
    }
}
