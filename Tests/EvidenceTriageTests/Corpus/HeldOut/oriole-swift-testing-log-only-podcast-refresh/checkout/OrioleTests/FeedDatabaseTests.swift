import Testing
@testable import Oriole

struct FeedDatabaseTests {
    @Test func upsertKeepsPlayedState() throws {
        let db = try FeedDatabase.inMemory()
        try db.upsert(Fixtures.episode(id: "e-1", played: true))
        try db.upsert(Fixtures.episode(id: "e-1", played: false))
        #expect(try db.episode("e-1")?.played == true)
    }

    /// After a background refresh the app is suspended; holding the SQLite
    /// file lock then gets the process killed (0xdead10cc).
    @Test func releasesLockBeforeSuspension() async throws {
        let db = try FeedDatabase.onDisk(in: .temporaryDirectory)
        let refresh = BackgroundRefresh(database: db, api: StubFeedAPI.ok)
        try await refresh.run()
        await AppLifecycle.simulateSuspension()
        #expect(db.hasOpenTransaction == false)
    }
}
