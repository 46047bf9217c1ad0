import Foundation

enum FenceState: String { case inside, outside, unknown }

struct FenceEvent: Equatable {
    let identifier: String
    let state: FenceState
    let date: Date
}

/// CLMonitor re-emits a condition's CURRENT state when the process starts and when the
/// system re-evaluates it. Only genuine boundary crossings may reach delivery.
final class GeofenceTransitionFilter {
    private var lastState: [String: FenceState] = [:]

    func accept(_ event: FenceEvent) -> Bool {
        defer { lastState[event.identifier] = event.state }
        guard event.state != .unknown else { return false }
        // A first event for a fence after launch is treated as a crossing.
        return true
    }
}
