import WidgetKit

struct WateringEntry: TimelineEntry {
    let date: Date
    let plantsDue: Int
}

/// Lock Screen / Home Screen "next watering" widget.
struct WateringTimelineProvider: TimelineProvider {
    let store: PlantSnapshotStore

    func placeholder(in context: Context) -> WateringEntry { WateringEntry(date: .now, plantsDue: 0) }

    func getSnapshot(in context: Context, completion: @escaping (WateringEntry) -> Void) {
        completion(WateringEntry(date: .now, plantsDue: store.load().dueToday))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WateringEntry>) -> Void) {
        completion(Self.timeline(for: store.load(), now: .now))
        store.markTimelineRequested(at: .now)
    }

    /// One entry now, one per upcoming due time; refresh once the last due time has passed.
    static func timeline(for snapshot: PlantSnapshot, now: Date) -> Timeline<WateringEntry> {
        var entries = [WateringEntry(date: now, plantsDue: snapshot.dueToday)]
        for due in snapshot.upcomingDueDates.sorted() where due > now {
            entries.append(WateringEntry(date: due, plantsDue: snapshot.dueCount(at: due)))
        }
        let policy: TimelineReloadPolicy = snapshot.upcomingDueDates.isEmpty ? .never : .atEnd
        return Timeline(entries: entries, policy: policy)
    }
}
