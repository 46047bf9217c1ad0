import XCTest
@testable import Lanternwick

final class LibrarySyncHandlerTests: XCTestCase {
    func testExpirationStopsSyncBeforeCompletion() async throws {
        let api = SlowLibraryAPI(delay: .milliseconds(300))
        let task = FakeRefreshTask()
        let handler = LibrarySyncHandler(api: api, store: InMemoryLibraryStore())

        let run = Task { await handler.run(task) }
        try await Task.sleep(for: .milliseconds(50))
        task.expire()
        await run.value

        XCTAssertEqual(task.completions, [false])
        XCTAssertEqual(api.pagesFetched, 1)
    }
}
