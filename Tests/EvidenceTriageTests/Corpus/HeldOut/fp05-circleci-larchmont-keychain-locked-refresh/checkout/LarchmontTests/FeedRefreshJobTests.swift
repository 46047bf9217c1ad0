import XCTest
@testable import LarchmontKit

final class FeedRefreshJobTests: XCTestCase {
    private var keychain: KeychainSimulator!
    private var job: FeedRefreshJob!
    private let client = StubFeedClient(articlesPerEdition: 4)

    override func setUp() {
        keychain = KeychainSimulator()
        let store = LMAccountStore(keychain: keychain)
        store.save(LMAccount(identifier: "a1", accessToken: "t", editions: ["metro", "sport"]))
        job = FeedRefreshJob(accountStore: store, client: client, cache: InMemoryArticleCache())
    }

    func testRefreshWhileUnlockedFetchesFeeds() async throws {
        let stored = try await job.run(reason: "test")
        XCTAssertEqual(stored, 8)
    }

    /// The OS launches the app-refresh task while the device is locked (after first unlock).
    /// The job must finish (even with nothing fetched) instead of bringing the app down.
    func testRefreshWhileLockedCompletesWithoutCrash() async throws {
        keychain.deviceState = .lockedAfterFirstUnlock
        let stored = try await job.run(reason: "appRefresh")
        XCTAssertEqual(stored, 8)
    }

    func testCancelledRefreshThrows() async {
        let task = Task { try await job.run(reason: "test") }
        task.cancel()
        do { _ = try await task.value; XCTFail("expected CancellationError") } catch {}
    }
}
