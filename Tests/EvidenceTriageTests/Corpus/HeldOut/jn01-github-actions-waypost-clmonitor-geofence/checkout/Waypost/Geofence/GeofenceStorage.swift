import Foundation

/// Per-region baseline that turns CLMonitor's state events into boundary crossings.
/// CLMonitor re-evaluates conditions on process start and on re-add, so a delivered
/// event only counts as a crossing when it differs from the stored baseline.
enum GeofenceTransition: String, Codable, Equatable {
    case enter
    case exit
}

enum MonitorEventOutcome: String, Equatable {
    case delivered
    case noStateChange = "no_state_change"
    case refused
}

struct MonitorRegionRecord: Codable, Equatable {
    var lastState: GeofenceTransition?
    var stampedAt: Date
}

actor GeofenceStorage {
    private var records: [String: MonitorRegionRecord] = [:]
    private let clock: () -> Date

    init(clock: @escaping () -> Date = Date.init) {
        self.clock = clock
    }

    func baseline(for identifier: String) -> MonitorRegionRecord? {
        records[identifier]
    }

    /// Called by the movement pass after it re-centres the trigger fence.
    func reseedBaseline(_ state: GeofenceTransition, forIdentifier identifier: String) {
        records[identifier] = MonitorRegionRecord(lastState: state, stampedAt: clock())
    }

    /// Records an OS-delivered transition. The wrapper passes the time it *received*
    /// the event; the OS event's own date is not consulted.
    func recordMonitorEvent(_ transition: GeofenceTransition,
                            forIdentifier identifier: String,
                            now: Date) -> MonitorEventOutcome {
        if let existing = records[identifier], existing.lastState == transition {
            return .noStateChange
        }
        records[identifier] = MonitorRegionRecord(lastState: transition, stampedAt: now)
        return .delivered
    }
}
