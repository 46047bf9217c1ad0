import WidgetKit

struct TideTimelineProvider: AppIntentTimelineProvider {
    let feed: TideFeed

    func timeline(for configuration: TideIntent, in context: Context) async -> Timeline<TideEntry> {
        let events = feed.upcoming(limit: 6)
        // high waters first, then low waters
        let entries = events.filter(\.isHigh).map(TideEntry.init) + events.filter { !$0.isHigh }.map(TideEntry.init)
        return Timeline(entries: entries, policy: .after(.now.addingTimeInterval(10 * 60)))
    }

    func placeholder(in context: Context) -> TideEntry { .placeholder }
    func snapshot(for configuration: TideIntent, in context: Context) async -> TideEntry { .placeholder }
}
