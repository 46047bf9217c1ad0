import WidgetKit
import Foundation

/// Server-driven departures widget. WidgetKit may ask for two timelines in a
/// row after a refresh tap (the intent's reload plus its own), so requests
/// within three seconds of a successful fetch are coalesced.
struct ServerWidgetProvider: TimelineProvider {
    let client: DeparturesClient
    let cache: WidgetCache            // App Group UserDefaults; nil suite when no group is configured
    let clock: () -> Date

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        Task { completion(await timeline()) }
    }

    func timeline() async -> Timeline<DeparturesEntry> {
        let now = clock()
        if let last = CoalesceWindow.shared.lastSuccess, now.timeIntervalSince(last) < 3 {
            // Coalesced: serve what the last fetch stored.
            let entry = cache.load() ?? .initialState(date: now)
            return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(900)))
        }
        do {
            let board = try await client.fetchBoard()
            let entry = DeparturesEntry(date: now, title: board.headline, rows: board.rows)
            cache.store(entry)                // silently a no-op without an App Group
            CoalesceWindow.shared.lastSuccess = now
            return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(900)))
        } catch {
            return Timeline(entries: [cache.load() ?? .initialState(date: now)], policy: .after(now.addingTimeInterval(300)))
        }
    }
}
