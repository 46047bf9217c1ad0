import XCTest
@testable import BrambleKit

private final class MemoryGoalStore: GoalStore {
    var sessions: [ReadingSession] = []
    var lastSyncedAt: Date?
}

private struct OverlappingSource: SessionSource {
    let all: [ReadingSession]
    func sessions(since: Date?) async throws -> [ReadingSession] { all }   // the API re-sends open sessions
}

final class ReadingGoalRefreshJobTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_742_000_000)

    func testFirstRunStoresSessions() async throws {
        let store = MemoryGoalStore()
        let source = OverlappingSource(all: [ReadingSession(bookID: "b1", startedAt: t0, pages: 30)])
        try await ReadingGoalRefreshJob(source: source, store: store, now: { self.t0 }).run()
        XCTAssertEqual(store.sessions.count, 1)
    }

    func testSecondRunDoesNotDuplicateSessions() async throws {
        let store = MemoryGoalStore()
        let source = OverlappingSource(all: [
            ReadingSession(bookID: "b1", startedAt: t0, pages: 30),
            ReadingSession(bookID: "b2", startedAt: t0.addingTimeInterval(3600), pages: 12),
        ])
        let job = ReadingGoalRefreshJob(source: source, store: store, now: { self.t0.addingTimeInterval(7200) })
        try await job.run()
        try await job.run()
        XCTAssertEqual(store.sessions.count, 2, "re-sent sessions must not be counted twice toward the goal")
    }
}
