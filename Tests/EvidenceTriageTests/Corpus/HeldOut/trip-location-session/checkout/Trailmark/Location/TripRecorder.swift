import CoreLocation

@MainActor
final class TripRecorder {
    private let locationManager: LocationManaging
    private let sessionFactory: () -> BackgroundActivitySessionProtocol
    private(set) var backgroundSession: BackgroundActivitySessionProtocol?

    init(locationManager: LocationManaging,
         sessionFactory: @escaping () -> BackgroundActivitySessionProtocol = { CLBackgroundActivitySession() }) {
        self.locationManager = locationManager
        self.sessionFactory = sessionFactory
    }

    func startTrip() {
        backgroundSession = sessionFactory()
        locationManager.allowsBackgroundLocationUpdates = true
        locationManager.startUpdatingLocation()
    }

    func stopTrip() {
        locationManager.stopUpdatingLocation()
        // Releasing the object ends the session (WWDC23 "Discover streamlined location updates").
        backgroundSession = nil
    }
}
