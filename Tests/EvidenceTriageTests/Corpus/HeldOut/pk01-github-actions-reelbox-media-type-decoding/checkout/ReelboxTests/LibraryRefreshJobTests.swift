import XCTest
@testable import ReelboxKit

final class LibraryRefreshJobTests: XCTestCase {
    func testRefreshStoresSectionsFromFeed() async throws {
        let client = StubLibraryClient(fixture: "sections-2026-03")
        let store = InMemorySectionStore()
        let runner = ManualTaskRunner()
        let job = LibraryRefreshJob(client: client, store: store)
        let done = expectation(description: "refresh job reported success")

        runner.register("app.reelbox.library-refresh") { task in
            let ok = await job.run()
            task.setTaskCompleted(success: ok)
            if ok { done.fulfill() }
        }
        runner.fire("app.reelbox.library-refresh")

        await fulfillment(of: [done], timeout: 20)
        XCTAssertEqual(store.sections.count, 7)
    }
}
