import WidgetKit

struct AgendaEntry: TimelineEntry {
    let date: Date
    let dayLabel: String
    let items: [AgendaItem]
    let isStale: Bool
}

/// Builds the Agenda widget from the snapshot the app writes into the app group.
struct AgendaTimelineProvider: TimelineProvider {
    var store: WidgetSnapshotStore = .shared
    var calendar: Calendar = .current
    var now: () -> Date = Date.init

    func placeholder(in context: Context) -> AgendaEntry {
        AgendaEntry(date: now(), dayLabel: "Today", items: [], isStale: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (AgendaEntry) -> Void) {
        completion(entry(at: now()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AgendaEntry>) -> Void) {
        completion(timeline(at: now()))
    }

    func timeline(at date: Date) -> Timeline<AgendaEntry> {
        let midnight = calendar.startOfDay(for: calendar.date(byAdding: .day, value: 1, to: date)!)
        return Timeline(entries: [entry(at: date)], policy: .after(midnight))
    }

    func entry(at date: Date) -> AgendaEntry {
        let snapshot = store.readAgenda()
        // The snapshot is refreshed by the app; label it with the day we render for.
        return AgendaEntry(date: date,
                           dayLabel: date.formatted(.dateTime.weekday(.abbreviated).day().month(.abbreviated)),
                           items: snapshot?.items ?? [],
                           isStale: snapshot == nil)
    }
}
