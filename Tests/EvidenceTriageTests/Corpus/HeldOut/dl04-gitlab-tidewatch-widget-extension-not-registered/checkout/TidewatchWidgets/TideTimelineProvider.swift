import WidgetKit

struct TideTimelineProvider: TimelineProvider {
    let tides: TideTableSource

    func placeholder(in context: Context) -> TideEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        completion(timeline(now: Date()))
    }

    func timeline(now: Date) -> Timeline<TideEntry> {
        let turns = tides.turns(after: now, limit: 4)
        let entries = [TideEntry(date: now, next: turns.first)] + turns.map { TideEntry(date: $0.date, next: $0) }
        return Timeline(entries: entries, policy: .after(nextReload(entries: entries)))
    }

    /// When WidgetKit should ask for a new timeline: once the entries run out.
    func nextReload(entries: [TideEntry]) -> Date {
        entries.last!.date
    }
}
