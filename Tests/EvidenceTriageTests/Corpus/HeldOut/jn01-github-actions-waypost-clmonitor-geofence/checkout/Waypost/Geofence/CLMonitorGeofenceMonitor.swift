import CoreLocation
import Foundation
import os

/// CLMonitor-backed region monitoring (iOS 18+, kept alive in the background by a
/// CLServiceSession). Delivers only genuine boundary crossings to `onTransition`.
@MainActor
final class CLMonitorGeofenceMonitor {
    private let log = Logger(subsystem: "com.waypost.driver", category: "Geofence")
    private let monitor: ConditionMonitoring
    private let storage: GeofenceStorage
    private let fixes: LocationFixProviding
    var onTransition: ((GeofenceTransition, String) -> Void)?

    init(monitor: ConditionMonitoring, storage: GeofenceStorage, fixes: LocationFixProviding) {
        self.monitor = monitor
        self.storage = storage
        self.fixes = fixes
    }

    func add(_ fence: DepotFence) async {
        log.info("add condition \(fence.identifier, privacy: .public) center=(\(fence.latitude), \(fence.longitude)) r=\(fence.radius)m assuming=unsatisfied")
        await monitor.add(fence.condition, identifier: fence.identifier, assuming: .unsatisfied)
    }

    /// Every event the daemon hands us goes through the baseline. On (re-)add the
    /// daemon first replays its stored belief for the identifier, without a fresh
    /// evaluation; that replay is handled exactly like a real crossing here.
    func handle(_ event: ConditionEvent) async {
        let transition: GeofenceTransition = event.state == .satisfied ? .enter : .exit
        let outcome = await storage.recordMonitorEvent(transition, forIdentifier: event.identifier, now: Date())
        log.info("event \(event.identifier, privacy: .public) state=\(event.state.rawValue, privacy: .public) outcome=\(outcome.rawValue, privacy: .public)")
        if outcome == .delivered {
            onTransition?(transition, event.identifier)
        }
    }
}
