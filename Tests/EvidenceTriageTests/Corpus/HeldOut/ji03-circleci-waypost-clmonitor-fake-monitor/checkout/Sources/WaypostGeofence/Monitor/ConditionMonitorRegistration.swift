import CoreLocation
import Foundation

/// Mirrors what the OS-side condition monitor (CLMonitor on iOS 18+) holds, so a
/// delivered event can be compared with the last state we recorded for that region.
actor ConditionMonitorRegistration {
    struct Record: Equatable {
        var center: CLLocationCoordinate2D
        var radius: CLLocationDistance
        var lastState: MonitorState
        static func == (a: Record, b: Record) -> Bool {
            a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
                && a.radius == b.radius && a.lastState == b.lastState
        }
    }

    private var records: [String: Record] = [:]
    /// Identifiers the OS has acknowledged (updated when a staged op drains).
    private(set) var known: Set<String> = []

    /// Called when a staged startMonitoring op drains.
    func recordMonitorRegistration(id: String, center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        if var existing = records[id], existing.center.latitude == center.latitude,
           existing.center.longitude == center.longitude, existing.radius == radius {
            // Unchanged geometry: keep lastState so a re-evaluation of the same state
            // is not delivered twice.
            existing.center = center
            records[id] = existing
        } else {
            records[id] = Record(center: center, radius: radius, lastState: .unknown)
        }
        known.insert(id)
    }

    /// Called when a staged "clear after .unmonitored" op drains.
    func clearAfterUnmonitored(id: String) {
        // A registration re-added the identifier since .unmonitored; assume it wrote
        // a fresh baseline and keep it.
        guard !known.contains(id) else { return }
        records[id] = nil
    }

    func markUnmonitored(id: String) { known.remove(id) }

    /// Returns the transition to deliver, if the state actually changed.
    func apply(_ state: MonitorState, to id: String) -> GeofenceTransition? {
        guard var record = records[id] else { return nil }
        defer { record.lastState = state; records[id] = record }
        switch (record.lastState, state) {
        case (.unsatisfied, .satisfied), (.unknown, .satisfied): return .enter(id)
        case (.satisfied, .unsatisfied): return .exit(id)
        default: return nil
        }
    }
}
