import CoreLocation
import Foundation

@MainActor
final class LocationTracker: NSObject {
    let manager: CLLocationManager
    private let clock: RunClock
    private(set) var isTracking = false
    private(set) var currentRunID: String?

    init(manager: CLLocationManager, clock: RunClock) {
        self.manager = manager
        self.clock = clock
        super.init()
        manager.delegate = self
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    func startRun(id: String, allowBackground: Bool) async throws {
        currentRunID = id
        clock.start()
        // Needs `location` in UIBackgroundModes of the built app; CoreLocation asserts otherwise.
        manager.allowsBackgroundLocationUpdates = allowBackground
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = allowBackground
        manager.startUpdatingLocation()
        isTracking = true
    }

    func finishRun() async {
        manager.stopUpdatingLocation()
        clock.stop()
        isTracking = false
        currentRunID = nil
    }
}

extension LocationTracker: CLLocationManagerDelegate {
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        Task { @MainActor in self.clock.record(locations) }
    }
}
