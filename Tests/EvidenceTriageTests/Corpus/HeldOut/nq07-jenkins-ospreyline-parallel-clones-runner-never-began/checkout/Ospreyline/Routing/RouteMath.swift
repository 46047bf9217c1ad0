import CoreLocation

enum RouteMath {
    static func bearing(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D) -> Double {
        let dLon = b.longitude - a.longitude
        let y = sin(dLon) * cos(b.latitude)
        let x = cos(a.latitude) * sin(b.latitude) - sin(a.latitude) * cos(b.latitude) * cos(dLon)
        return (atan2(y, x) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
    }
}
