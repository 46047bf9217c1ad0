import CoreLocation

final class PickupMapViewModel {
    private let locations: LocationProviding
    private(set) var camera = MapCamera(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), zoom: 15)

    init(locations: LocationProviding) { self.locations = locations }

    func centerOnUser() {
        guard let fix = locations.recentFixes.first else { return }
        camera.center = fix.coordinate
    }
}
