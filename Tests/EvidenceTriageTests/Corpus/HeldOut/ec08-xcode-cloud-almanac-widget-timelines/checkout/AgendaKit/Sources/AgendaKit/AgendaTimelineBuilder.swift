import Foundation

public struct AgendaEvent: Sendable, Equatable {
    public let title: String
    public let start: Date
    public let timeZone: TimeZone
    public init(title: String, start: Date, timeZone: TimeZone) {
        self.title = title; self.start = start; self.timeZone = timeZone
    }
}

public struct AgendaEntry: Sendable, Equatable {
    public let date: Date
    public let title: String
    public let hourLabel: String
    public let isPlaceholder: Bool
}

public protocol AgendaStore: Sendable {
    func upcoming(limit: Int) async throws -> [AgendaEvent]
}

/// Builds the widget's timeline entries. Used by AgendaWidgets' TimelineProvider.
public struct AgendaTimelineBuilder: Sendable {
    private let store: AgendaStore
    private let calendar: Calendar
    private let cache = EntryCache()

    public init(store: AgendaStore, calendar: Calendar = .autoupdatingCurrent) {
        self.store = store
        self.calendar = calendar
    }

    public static let placeholder = AgendaEntry(date: .distantPast, title: "Your next event",
                                                hourLabel: "--:--", isPlaceholder: true)

    /// Mirrors TimelineProvider.getTimeline(in:completion:). Answers straight
    /// away from the cache and refreshes the cache for the next reload.
    public func timeline(completion: @escaping @Sendable ([AgendaEntry]) -> Void) {
        let builder = self
        Task {
            let events = (try? await store.upcoming(limit: 3)) ?? []
            builder.cache.replace(with: events.map(builder.entry(for:)))
        }
        let cached = cache.snapshot()
        completion(cached.isEmpty ? [Self.placeholder] : cached)
    }

    public func entry(for event: AgendaEvent) -> AgendaEntry {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.calendar = calendar
        // Shift into the device's zone so the widget matches the app's list.
        let offset = TimeInterval(calendar.timeZone.secondsFromGMT(for: event.start)
                                  - event.timeZone.secondsFromGMT(for: event.start))
        formatter.timeZone = event.timeZone
        return AgendaEntry(date: event.start, title: event.title,
                           hourLabel: formatter.string(from: event.start.addingTimeInterval(offset)),
                           isPlaceholder: false)
    }
}

final class EntryCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [AgendaEntry] = []
    func snapshot() -> [AgendaEntry] { lock.withLock { entries } }
    func replace(with new: [AgendaEntry]) { lock.withLock { entries = new } }
}
