import XCTest
import CombineSchedulers
@testable import Tern

final class FeedRefreshCoordinatorTests: XCTestCase {
    func testDebouncedRefreshFiresOnceAfterAdvance() async {
        let scheduler = DispatchQueue.test
        let client = FeedClientSpy()
        let coordinator = FeedRefreshCoordinator(client: client, scheduler: scheduler.eraseToAnyScheduler())
        coordinator.requestRefresh(reason: .pullToRefresh)
        coordinator.requestRefresh(reason: .foreground)
        let advanced = expectation(description: "test scheduler advanced past the debounce window")
        Task {
            await scheduler.advance(by: .seconds(3))
            advanced.fulfill()
        }
        await fulfillment(of: [advanced], timeout: 5)
        XCTAssertEqual(client.refreshCount, 1)
    }

    func testRefreshDebounceWindowIsTwoSeconds() {
        let scheduler = DispatchQueue.test
        let client = FeedClientSpy()
        let coordinator = FeedRefreshCoordinator(client: client, scheduler: scheduler.eraseToAnyScheduler())
        coordinator.requestRefresh(reason: .pullToRefresh)
        scheduler.advance(by: .seconds(2))
        XCTAssertEqual(client.refreshCount, 1, "refresh should fire once the 2 s debounce window has passed")
    }
}
