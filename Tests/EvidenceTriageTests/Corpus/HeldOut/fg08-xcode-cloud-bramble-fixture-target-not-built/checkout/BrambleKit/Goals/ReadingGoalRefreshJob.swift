import Foundation

public struct ReadingSession: Hashable, Codable {
    public let bookID: String
    public let startedAt: Date
    public let pages: Int
}

public protocol SessionSource {
    func sessions(since: Date?) async throws -> [ReadingSession]
}

public protocol GoalStore: AnyObject {
    var sessions: [ReadingSession] { get set }
    var lastSyncedAt: Date? { get set }
}

/// Runs from the BGAppRefreshTask com.bramble.reading.goal-refresh to keep the
/// yearly-goal widget current.
public final class ReadingGoalRefreshJob {
    public static let taskIdentifier = "com.bramble.reading.goal-refresh"
    private let source: SessionSource
    private let store: GoalStore
    private let now: () -> Date

    public init(source: SessionSource, store: GoalStore, now: @escaping () -> Date = Date.init) {
        self.source = source
        self.store = store
        self.now = now
    }

    public func run() async throws {
        let fetched = try await source.sessions(since: store.lastSyncedAt)
        // Appends whatever came back; the source re-sends sessions that started
        // before lastSyncedAt but ended after it.
        store.sessions.append(contentsOf: fetched)
        store.lastSyncedAt = now()
    }
}
