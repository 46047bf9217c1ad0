import XCTest
@testable import Orchard

final class PriceRefreshTaskTests: XCTestCase {
    func testTaskCompletesAfterPricesSaved() {
        let task = FakeAppRefreshTask()
        let store = RecordingPriceStore(journal: task.journal)
        let done = expectation(description: "completed")
        task.onComplete = { done.fulfill() }
        PriceRefreshJob(prices: StubPriceFeed(.success(.fixture(count: 12))), store: store).handle(task)
        wait(for: [done], timeout: 5)
        store.waitForPendingSaves()
        XCTAssertEqual(task.journal.events, ["saved", "completed(success: true)"], "task reported completion before the prices were saved")
    }
}
