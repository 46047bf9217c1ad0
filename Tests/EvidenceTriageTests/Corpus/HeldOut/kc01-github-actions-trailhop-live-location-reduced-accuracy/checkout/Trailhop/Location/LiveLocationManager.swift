import Combine
import CoreLocation
import os

/// Shares the device location with every group hike the user is live-sharing with.
/// Runs while the app is in the background (UIBackgroundModes: location).
final class LiveLocationManager: NSObject, CLLocationManagerDelegate {
    private let log = Logger(subsystem: "com.trailhop.app", category: "LiveLocation")
    private let locationManager: CLLocationManagerProtocol
    private let settings: SharingSettings
    private let sender: LocationSending

    private(set) var isUpdatingLocation = false
    private(set) var lastCoordinate: CLLocationCoordinate2D?
    private var cancellables = Set<AnyCancellable>()

    init(settings: SharingSettings,
         sender: LocationSending,
         locationManager: CLLocationManagerProtocol = CLLocationManager()) {
        self.settings = settings
        self.sender = sender
        self.locationManager = locationManager
        super.init()

        self.locationManager.delegate = self
        self.locationManager.allowsBackgroundLocationUpdates = true
        self.locationManager.showsBackgroundLocationIndicator = true
        self.locationManager.pausesLocationUpdatesAutomatically = false
        applyAccuracy(minimumDistance: settings.minimumDistanceMeters)

        settings.$activeHikeTimeouts
            .removeDuplicates()
            .sink { [weak self] sessions in
                sessions.isEmpty ? self?.stopUpdatingLocation() : self?.startUpdatingLocation()
            }
            .store(in: &cancellables)
    }

    // MARK: - CLLocationManagerDelegate

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        if manager.authorizationStatus != .authorizedAlways {
            settings.activeHikeTimeouts.removeAll()
        }
        // TODO(TH-812): accuracy authorization can change here too (Precise Location toggled).
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        log.info("didUpdateLocations: sending to \(self.settings.activeHikeTimeouts.count) hike(s)")
        lastCoordinate = location.coordinate
        sender.send(location.coordinate)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        log.error("Location manager failed: \(error.localizedDescription)")
    }

    // MARK: - Private

    /// Picks the cheapest accuracy that still honours the user's minimum distance.
    func applyAccuracy(minimumDistance: Int) {
        switch minimumDistance {
        case 0..<10: locationManager.desiredAccuracy = kCLLocationAccuracyBest
        case 10..<100: locationManager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        default: locationManager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        }
        locationManager.distanceFilter = CLLocationDistance(minimumDistance)
    }

    private func startUpdatingLocation() {
        guard !isUpdatingLocation else { return }
        isUpdatingLocation = true
        if locationManager.accuracyAuthorization == .reducedAccuracy {
            // Standard updates don't work with Precise Location off, use significant changes instead.
            log.info("Starting live location updates (significant-change, reducedAccuracy=true)")
            locationManager.startMonitoringSignificantLocationChanges()
        } else {
            log.info("Starting live location updates (standard, reducedAccuracy=false)")
            locationManager.startUpdatingLocation()
        }
    }

    private func stopUpdatingLocation() {
        guard isUpdatingLocation else { return }
        isUpdatingLocation = false
        locationManager.stopUpdatingLocation()
        locationManager.stopMonitoringSignificantLocationChanges()
        lastCoordinate = nil
        log.info("Stopped live location updates")
    }
}
