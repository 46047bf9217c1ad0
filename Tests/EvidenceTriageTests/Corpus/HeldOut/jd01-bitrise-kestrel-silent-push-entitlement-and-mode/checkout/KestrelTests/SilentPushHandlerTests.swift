import UIKit
import XCTest
@testable import Kestrel

final class SilentPushHandlerTests: XCTestCase {
    private var feed: FakeFeedStore!
    private var badges: FakeBadgeCounter!
    private var router: PushRouter!

    override func setUp() {
        feed = FakeFeedStore()
        badges = FakeBadgeCounter()
        router = PushRouter(feed: feed, badges: badges)
    }

    func testCommentPushReportsNewData() {
        feed.commentsChanged = true
        let done = expectation(description: "fetchCompletionHandler called for comment push")
        router.handle(["type": "comment", "sighting_id": "s-812"]) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    func testLikePushCallsFetchCompletionHandler() {
        let done = expectation(description: "fetchCompletionHandler called for like push")
        router.handle(["type": "like", "sighting_id": "s-812"]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(badges.likes, 1)
    }

    func testBadgeResetCallsFetchCompletionHandler() {
        let done = expectation(description: "fetchCompletionHandler called for badge reset")
        router.handle(["type": "badge-reset"]) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(badges.resets, 1)
    }

    func testUnknownTypeCompletesWithNoData() {
        let done = expectation(description: "fetchCompletionHandler called for unknown type")
        router.handle(["type": "poll-closed"]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }
}
