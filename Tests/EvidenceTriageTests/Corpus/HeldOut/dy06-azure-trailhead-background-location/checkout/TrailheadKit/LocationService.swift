import CoreLocation

public enum LocationMode: String, CaseIterable {
    case off, whileUsing, always
}

public protocol LocationManaging: AnyObject {
    var allowsBackgroundLocationUpdates: Bool { get set }
    var showsBackgroundLocationIndicator: Bool { get set }
    var pausesLocationUpdatesAutomatically: Bool { get set }
    var activityType: CLActivityType { get set }
    func startUpdatingLocation()
    func stopUpdatingLocation()
    func startMonitoringSignificantLocationChanges()
    func stopMonitoringSignificantLocationChanges()
}
extension CLLocationManager: LocationManaging {}

/// Owns the CLLocationManager used for hike recording.
public final class LocationService {
    private let manager: LocationManaging
    public private(set) var mode: LocationMode = .off

    public init(manager: LocationManaging) {
        self.manager = manager
        manager.activityType = .fitness
    }

    public func apply(mode: LocationMode) {
        self.mode = mode
        switch mode {
        case .off:
            manager.stopUpdatingLocation()
            manager.stopMonitoringSignificantLocationChanges()
        case .whileUsing:
            manager.stopMonitoringSignificantLocationChanges()
            manager.startUpdatingLocation()
        case .always:
            // Keep recording when the screen locks mid-hike; relaunch us on significant
            // changes if the system terminates the app.
            manager.showsBackgroundLocationIndicator = true
            manager.pausesLocationUpdatesAutomatically = false
            manager.startUpdatingLocation()
            manager.startMonitoringSignificantLocationChanges()
        }
    }
}
