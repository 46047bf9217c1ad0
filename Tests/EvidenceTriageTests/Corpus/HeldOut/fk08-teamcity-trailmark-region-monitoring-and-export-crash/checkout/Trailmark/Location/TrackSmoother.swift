import CoreLocation

/// Smooths a recorded run with an accuracy-weighted moving average before distance is summed.
/// Fixes are weighted by 1/accuracy², so a 5 m fix counts 16× more than a 20 m one.
struct TrackSmoother {
    var window = 5

    func smooth(_ fixes: [CLLocation]) -> [CLLocationCoordinate2D] {
        guard fixes.count > 2 else { return fixes.map(\.coordinate) }
        return fixes.indices.map { i in
            let lo = max(0, i - window / 2), hi = min(fixes.count - 1, i + window / 2)
            var lat = 0.0, lon = 0.0, total = 0.0
            for fix in fixes[lo...hi] {
                let w = 1 / (fix.horizontalAccuracy * fix.horizontalAccuracy)
                lat += fix.coordinate.latitude * w
                lon += fix.coordinate.longitude * w
                total += w
            }
            return CLLocationCoordinate2D(latitude: lat / total, longitude: lon / total)
        }
    }

    func distance(of fixes: [CLLocation]) -> CLLocationDistance {
        let points = smooth(fixes).map { CLLocation(latitude: $0.latitude, longitude: $0.longitude) }
        return zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(from: $1.1) }
    }
}
