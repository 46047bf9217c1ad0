import WidgetKit

/// Next high/low tide for the pinned station.
struct TideTimelineProvider: TimelineProvider {
    var store: WidgetSnapshotStore = .shared
    var settings: WidgetSettings = .shared
    var now: () -> Date = Date.init

    static let defaultRefreshInterval: TimeInterval = 1_800

    func placeholder(in context: Context) -> TideEntry { .placeholder }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(timeline(at: now()).entries.first ?? .placeholder)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        let result = timeline(at: now())
        store.recordReload(kind: "tide", policyDate: result.nextReload, at: now())
        completion(result.timeline)
    }

    func timeline(at date: Date) -> (timeline: Timeline<TideEntry>, nextReload: Date, entries: [TideEntry]) {
        let tides = store.readTides()?.upcoming(after: date, limit: 4) ?? []
        let entries = tides.isEmpty ? [TideEntry.placeholder] : tides.map { TideEntry(date: date, next: $0) }
        // UI tests shorten the interval with -tideRefreshInterval.
        let interval = DebugOverrides.tideRefreshInterval ?? Self.defaultRefreshInterval
        let nextReload = date.addingTimeInterval(interval)
        return (Timeline(entries: entries, policy: .after(nextReload)), nextReload, entries)
    }
}
