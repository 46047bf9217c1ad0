import XCTest
@testable import PennantCore

final class AnalyticsFlushTests: XCTestCase {
    func testFlushSendsQueuedEventsOnBackground() {
        let transport = RecordingTransport()
        let analytics = Analytics(apiKey: "test-project", transport: transport)
        analytics.track("wallet_opened")
        let flushed = expectation(description: "events flushed")
        transport.onSend = { _ in flushed.fulfill() }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [flushed], timeout: 5)
    }
}
