import Foundation

/// The "Service status" switch. Persisted so the service comes back on after a relaunch.
final class TrackingService: ObservableObject {
    @Published private(set) var isEnabled: Bool
    private let tracker: LocationTracker
    private let defaults: UserDefaults

    init(tracker: LocationTracker, defaults: UserDefaults = .standard) {
        self.tracker = tracker
        self.defaults = defaults
        self.isEnabled = defaults.bool(forKey: "serviceEnabled")
        if isEnabled { tracker.start() }
    }

    func setEnabled(_ enabled: Bool) {
        defaults.set(enabled, forKey: "serviceEnabled")
        isEnabled = enabled
        if enabled {
            tracker.requestAuthorizationIfNeeded()
            tracker.start()
        } else {
            tracker.stop()
        }
    }
}
