import SwiftUI

struct FreshnessLabel {
    let entry: IncidentEntry

    /// Text shown under the widget title, e.g. "6 sec. ago".
    var text: Text { Text(debugText) }
    var debugText: String {
        RelativeDateTimeFormatter().localizedString(for: entry.snapshotAt, relativeTo: entry.date)
    }
    var usesRelativeDateText: Bool { false }
    var isStale: Bool { entry.date.timeIntervalSince(entry.snapshotAt) > 30 * 60 }
}
