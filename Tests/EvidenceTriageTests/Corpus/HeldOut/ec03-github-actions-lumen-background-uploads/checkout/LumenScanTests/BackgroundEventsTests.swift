import XCTest
@testable import LumenScan

final class BackgroundEventsTests: XCTestCase {
    /// UIKit's handleEventsForBackgroundURLSession completion handler must be
    /// called on the main thread (it updates the app snapshot).
    func testSystemCompletionHandlerCalledOnMainThread() {
        let events = BackgroundSessionEvents()
        let called = expectation(description: "system completion handler called")
        var calledOnMain = false
        events.store({
            calledOnMain = Thread.isMainThread
            called.fulfill()
        }, for: "com.lumenscan.app.bg-upload")

        // Simulate the session's delegate queue delivering the final event.
        let delegateQueue = OperationQueue()
        delegateQueue.addOperation {
            events.sessionDidFinishEvents(identifier: "com.lumenscan.app.bg-upload")
        }

        wait(for: [called], timeout: 2)
        XCTAssertTrue(calledOnMain, "completion handler ran off the main thread")
    }

    func testUnknownIdentifierIsIgnored() {
        let events = BackgroundSessionEvents()
        events.sessionDidFinishEvents(identifier: "nope")
    }
}
