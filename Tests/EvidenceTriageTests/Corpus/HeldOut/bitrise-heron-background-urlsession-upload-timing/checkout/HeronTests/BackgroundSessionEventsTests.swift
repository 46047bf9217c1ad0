import XCTest
@testable import Heron

final class BackgroundSessionEventsTests: XCTestCase {
    func testStoresCompletionHandlerForSessionIdentifier() {
        let relay = BackgroundSessionEventRelay()
        relay.application(.shared, handleEventsForBackgroundURLSession: "com.heron.backup.uploads") {}
        XCTAssertNotNil(relay.pendingCompletionHandler(for: "com.heron.backup.uploads"))
    }

    func testCompletionHandlerCalledAfterFinishEvents() {
        let relay = BackgroundSessionEventRelay()
        let called = expectation(description: "system completion handler called")
        relay.application(.shared, handleEventsForBackgroundURLSession: "com.heron.backup.uploads") {
            called.fulfill()
        }
        let session = URLSession(configuration: .background(withIdentifier: "com.heron.backup.uploads"))
        relay.urlSessionDidFinishEvents(forBackgroundURLSession: session)
        wait(for: [called], timeout: 2)
    }
}
