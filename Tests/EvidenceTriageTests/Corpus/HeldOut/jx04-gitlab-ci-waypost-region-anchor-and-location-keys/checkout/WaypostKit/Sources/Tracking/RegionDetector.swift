import CoreLocation
import Foundation

/// Pauses GPS while the device is stationary and arms a CLCircularRegion around the stop;
/// leaving the region (StationaryExit) resumes tracking. Runs on every cold start.
public final class RegionDetector {
    public static let waitTimeout: TimeInterval = 10
    public static let radius: CLLocationDistance = 150

    private let source: LocationSource
    private let clock: TrackerClock
    private let state: TrackerState
    private let log: TrackerLog

    public init(source: LocationSource, clock: TrackerClock, state: TrackerState, log: TrackerLog) {
        self.source = source; self.clock = clock; self.state = state; self.log = log
    }

    /// Anchor for the stationary region.
    public func waitForAnchor() async -> CLLocation? {
        if let fresh = await source.nextFix(within: Self.waitTimeout, clock: clock) {
            return fresh
        }
        // No fresh position while paused: fall back to the last accepted one, whatever its age.
        return state.lastAcceptedLocation
    }

    public func armStationaryRegion() async {
        guard let anchor = await waitForAnchor() else { return }
        let region = CLCircularRegion(center: anchor.coordinate, radius: Self.radius, identifier: "waypost.stationary")
        region.notifyOnExit = true
        source.startMonitoring(region)
        log.write("Region monitoring registered")
    }
}
