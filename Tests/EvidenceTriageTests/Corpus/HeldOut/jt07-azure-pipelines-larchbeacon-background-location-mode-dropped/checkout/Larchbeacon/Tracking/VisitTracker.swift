import CoreLocation
import os

/// Field-visit tracking. Mirrors the SDK rule: continuous updates only when the
/// user granted Always, or when the blue bar is shown (When In Use).
final class VisitTracker: NSObject {
    struct Options { var showBlueBar: Bool; var interval: TimeInterval }

    private let manager: LocationManaging
    private let timers: TimerScheduling
    private let log = Logger(subsystem: "com.larchbeacon.app", category: "tracking")

    init(manager: LocationManaging, timers: TimerScheduling = RunLoopTimers()) {
        self.manager = manager
        self.timers = timers
    }

    func startTracking(_ options: Options) {
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = options.showBlueBar
        manager.pausesLocationUpdatesAutomatically = false
        // Periodic fix for low-power mode
        timers.schedule(every: options.interval) { [weak self] in self?.manager.requestLocation() }
        manager.startUpdatingLocation()
        log.info("tracking started (interval \(options.interval), blueBar \(options.showBlueBar))")
    }
}
