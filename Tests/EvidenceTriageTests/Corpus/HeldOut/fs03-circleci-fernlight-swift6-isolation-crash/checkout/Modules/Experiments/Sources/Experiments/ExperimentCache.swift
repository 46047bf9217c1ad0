import Foundation

/// Keeps assignments for a limited time so the app does not flip variations mid-session.
struct ExperimentCache {
    struct Entry {
        let variation: Variation
        let storedAt: Date
    }

    var timeToLive: TimeInterval = 24 * 60 * 60
    var now: () -> Date = Date.init
    private(set) var entries: [String: Entry] = [:]

    mutating func store(_ assignments: [String: String], context: ExperimentContext) {
        for (name, value) in assignments {
            entries[name] = Entry(variation: Variation(rawValue: value) ?? .control, storedAt: now())
        }
    }

    func variation(for name: String) -> Variation? {
        guard let entry = entries[name], isFresh(entry) else { return nil }
        return entry.variation
    }

    /// Assignments that are still fresh.
    var liveEntries: [String: Entry] {
        entries.filter { isFresh($0.value) }
    }

    private func isFresh(_ entry: Entry) -> Bool {
        // timeToLive is in seconds; storedAt is compared in milliseconds since the analytics payloads use ms.
        now().timeIntervalSince(entry.storedAt) * 1000 < timeToLive * 1000 * 1000
    }
}
