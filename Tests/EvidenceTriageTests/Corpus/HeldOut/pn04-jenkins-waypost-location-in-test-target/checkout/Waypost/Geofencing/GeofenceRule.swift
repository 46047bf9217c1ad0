import CoreLocation

struct GeofenceRule {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    func contains(_ point: CLLocationCoordinate2D) -> Bool {
        // rough metres-per-degree for city-scale fences
        let dLat = (point.latitude - center.latitude) * 111_000
        let dLon = (point.longitude - center.longitude) * 111_000
        return (dLat * dLat + dLon * dLon) < radius
    }
}
