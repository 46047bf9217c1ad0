import XCTest
@testable import Lanternfish

final class BackgroundSessionEventsRelayTests: XCTestCase {
    func testCompletionHandlerRunsOnMainQueue() {
        let relay = BackgroundSessionEventsRelay()
        let done = expectation(description: "completion handler on main")
        relay.store({ XCTAssertTrue(Thread.isMainThread); done.fulfill() }, forSession: "app.lanternfish.downloads")
        DispatchQueue.global().async { relay.sessionDidFinishEvents(identifier: "app.lanternfish.downloads") }
        wait(for: [done], timeout: 1)
    }

    func testUnknownSessionIsIgnored() {
        let relay = BackgroundSessionEventsRelay()
        relay.sessionDidFinishEvents(identifier: "app.lanternfish.unknown")
    }

    /// Both sessions can have events pending when UIKit relaunches the app: UIKit calls
    /// handleEventsForBackgroundURLSession once per session, and each handler must be called.
    func testEachSessionCompletionHandlerIsCalled() {
        let relay = BackgroundSessionEventsRelay()
        var called: [String] = []
        relay.store({ called.append("downloads") }, forSession: "app.lanternfish.downloads")
        relay.store({ called.append("artwork") }, forSession: "app.lanternfish.artwork")

        relay.sessionDidFinishEvents(identifier: "app.lanternfish.downloads")
        relay.sessionDidFinishEvents(identifier: "app.lanternfish.artwork")
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))

        XCTAssertTrue(called.contains("downloads"), "completion handler for app.lanternfish.downloads was never called")
        XCTAssertTrue(called.contains("artwork"), "completion handler for app.lanternfish.artwork was never called")
    }
}
