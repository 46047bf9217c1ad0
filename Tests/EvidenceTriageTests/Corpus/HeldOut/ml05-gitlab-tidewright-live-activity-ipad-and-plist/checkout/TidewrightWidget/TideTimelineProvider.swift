import WidgetKit

struct TideTimelineProvider: TimelineProvider {
    let tides: TideSource

    func placeholder(in context: Context) -> TideEntry { .sample }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) { completion(.sample) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        let entries = tides.upcoming(limit: 4).map { TideEntry(date: $0.time, tide: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
