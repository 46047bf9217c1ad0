import Foundation
import WidgetKit

public struct AgendaEntry: TimelineEntry, Equatable {
    public let date: Date
    public let items: [AgendaItem]
    public let isPlaceholder: Bool
}

/// Builds the Today widget's timeline from the shared (App Group) agenda store.
public struct AgendaTimelineBuilder {
    let openStore: () throws -> AgendaReading
    let now: () -> Date

    public init(openStore: @escaping () throws -> AgendaReading, now: @escaping () -> Date = Date.init) {
        self.openStore = openStore
        self.now = now
    }

    public func timeline() -> Timeline<AgendaEntry> {
        let refresh = now().addingTimeInterval(30 * 60)
        guard let store = try? openStore() else {
            // Store busy (the app holds the SQLite file): try again at the next refresh.
            return Timeline(entries: [], policy: .after(refresh))
        }
        let items = store.items(on: now())
        let entries = [AgendaEntry(date: now(), items: items, isPlaceholder: false)]
            + items.filter { $0.start > now() }.map { AgendaEntry(date: $0.start, items: items, isPlaceholder: false) }
        return Timeline(entries: entries, policy: .after(refresh))
    }
}
