import CadenceModels
import SwiftData
import XCTest
@testable import Cadence

@MainActor
final class PracticeSessionStoreTests: XCTestCase {
    private var container: ModelContainer!

    override func setUp() async throws {
        container = try ModelContainer(for: PracticeSession.self, Recording.self, Piece.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    func testSavesSessionWithRecordings() throws {
        let store = PracticeSessionStore(context: container.mainContext)
        try store.save(.fixture(recordings: 2))
        XCTAssertEqual(try container.mainContext.fetchCount(FetchDescriptor<Recording>()), 2)
    }

    /// Deleting a session deletes its recordings (cascade). Re-read through a fresh context so the
    /// assertion sees what the store holds, not what the deleting context remembers.
    func testDeletingSessionRemovesRecordings() throws {
        let store = PracticeSessionStore(context: container.mainContext)
        let session = PracticeSession.fixture(recordings: 3)
        try store.save(session)

        try store.delete(session)

        let fresh = ModelContext(container)
        // The session itself is gone...
        XCTAssertEqual(try fresh.fetchCount(FetchDescriptor<PracticeSession>()), 0)
        let recordings = try fresh.fetchCount(FetchDescriptor<Recording>())
        XCTAssertEqual(recordings, 0, "recordings orphaned after deleting their session")
    }

    func testDeletingSessionKeepsSharedPieces() throws {
        let store = PracticeSessionStore(context: container.mainContext)
        let session = PracticeSession.fixture(recordings: 0, pieces: ["Clair de lune"])
        try store.save(session)
        try store.delete(session)
        XCTAssertEqual(try ModelContext(container).fetchCount(FetchDescriptor<Piece>()), 1)
    }

    func testStreakCountsConsecutiveDays() throws {
        let store = PracticeSessionStore(context: container.mainContext)
        try store.save(.fixture(day: -2)); try store.save(.fixture(day: -1)); try store.save(.fixture(day: 0))
        XCTAssertEqual(try store.currentStreak(), 3)
    }
}
