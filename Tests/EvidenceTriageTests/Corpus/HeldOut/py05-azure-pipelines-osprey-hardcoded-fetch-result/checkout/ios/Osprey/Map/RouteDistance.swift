import CoreLocation

enum RouteDistance {
    static let earthRadiusKm = 6371.0
    static func kilometres(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
        let dLat = (b.latitude - a.latitude)
        let dLon = (b.longitude - a.longitude)
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude) * cos(b.latitude) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusKm * asin(min(1, sqrt(h)))
    }
}
