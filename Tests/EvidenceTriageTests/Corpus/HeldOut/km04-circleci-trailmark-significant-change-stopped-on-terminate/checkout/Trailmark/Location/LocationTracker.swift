import CoreLocation
import os

protocol LocationManaging: AnyObject {
    var delegate: CLLocationManagerDelegate? { get set }
    var allowsBackgroundLocationUpdates: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    func startMonitoringSignificantLocationChanges()
    func stopMonitoringSignificantLocationChanges()
    func startUpdatingLocation()
    func stopUpdatingLocation()
}

extension CLLocationManager: LocationManaging {}

/// Records the user's trail. Between trips it relies on the significant-change
/// service, which relaunches a terminated app when the device moves ~500 m.
final class LocationTracker: NSObject {
    private let log = Logger(subsystem: "com.trailmark.app", category: "Tracker")
    let manager: LocationManaging
    private(set) var isLiveTrailActive = false

    init(manager: LocationManaging = CLLocationManager()) {
        self.manager = manager
        super.init()
        manager.delegate = self
    }

    func startSignificantChanges() {
        log.info("starting significant-change monitoring")
        manager.startMonitoringSignificantLocationChanges()
    }

    /// Live trail: continuous GPS while recording a hike, also in the background.
    func startLiveTrail() {
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.startUpdatingLocation()
        isLiveTrailActive = true
    }

    /// Called from applicationWillTerminate.
    func prepareForTermination() {
        log.info("applicationWillTerminate: stopping significant-change monitoring")
        manager.stopUpdatingLocation()
        manager.stopMonitoringSignificantLocationChanges()
        TrailJournal.shared.flush()
    }
}

extension LocationTracker: CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        TrailJournal.shared.append(locations)
    }
}
