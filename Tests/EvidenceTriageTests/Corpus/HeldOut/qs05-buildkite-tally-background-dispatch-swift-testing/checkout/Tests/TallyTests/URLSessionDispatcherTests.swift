import XCTest
@testable import Tally

final class URLSessionDispatcherTests: XCTestCase {
    func testDispatcherUsesBackgroundSessionConfiguration() {
        let dispatcher = URLSessionDispatcher(baseURL: URL(string: "https://stats.example.com/tally.php")!)
        XCTAssertEqual(dispatcher.session.configuration.identifier, "com.tally.dispatch.background")
    }

    func testEventsDispatchedWhenAppEntersBackground() {
        let server = StubTrackingServer.start(respondAfter: 0.2)
        let tracker = TallyTracker.testInstance(dispatcher: URLSessionDispatcher(baseURL: server.url))
        tracker.track(view: ["notes", "list"])
        let sent = expectation(description: "bulk request delivered")
        tracker.onDispatchResult = { result in
            if case .failure(let error) = result { XCTFail("Failed dispatching events with error \(error)") }
            sent.fulfill()
        }

        server.simulateAppSuspension()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [sent], timeout: 15)
    }
}
