import XCTest
@testable import Tansy

final class FeedFetchExpirationTests: XCTestCase {
    func testFetchCompletesWithNewData() {
        let done = expectation(description: "completion")
        FeedFetch(service: StubFeedService(newItems: 3)).perform { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testExpirationSuspendsOnMainThread() {
        let suspended = expectation(description: "database suspended")
        let db = SpyDatabase { onMain in
            XCTAssertTrue(onMain, "database suspend must run on the main thread when the fetch task expires")
            suspended.fulfill()
        }
        let fetch = FeedFetch(service: StubFeedService(newItems: 3, delay: 5), database: db)
        fetch.perform { _ in }
        fetch.expirationHandler()
        wait(for: [suspended], timeout: 2)
    }
}
