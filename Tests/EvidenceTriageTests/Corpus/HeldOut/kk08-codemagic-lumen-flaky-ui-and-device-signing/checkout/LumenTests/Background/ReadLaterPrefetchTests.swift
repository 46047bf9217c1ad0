import BackgroundTasks
import XCTest
@testable import Lumen

final class ReadLaterPrefetchTests: XCTestCase {
    override func setUp() {
        TestIdentity.export(self)
    }

    /// Uses the scheduler's debug hook to launch the prefetch task as the OS would.
    func testSimulatedLaunchPrefetchesArticles() {
        let ran = expectation(description: "prefetch handler ran")
        ReadLaterPrefetch.shared.onRun = { ran.fulfill() }

        BGTaskScheduler.shared.perform(Selector(("_simulateLaunchForTaskWithIdentifier:")),
                                       with: ReadLaterPrefetch.identifier)

        wait(for: [ran], timeout: 10)
        XCTAssertEqual(ReadLaterStore.shared.offlineArticleCount, 3)
    }
}
