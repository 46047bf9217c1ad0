import XCTest
import background_fetch
@testable import Runner

/// Lab iPhone, runs nightly from fastlane `scan` on the device farm.
final class BackgroundFetchPluginTests: XCTestCase {
    func testConfigureReturnsAvailable() throws {
        XCTAssertEqual(try PikaFetch.configure(minimumFetchInterval: 15), 2)
    }

    func testFirstFetchEventIsRecorded() throws {
        let log = try FetchEventLog.load()
        XCTAssertFalse(log.events.isEmpty, "the lab phone has been backgrounded since the last run")
    }

    /// The fetch interval is 15 minutes, so after the first event a second
    /// one must follow within 15 minutes plus slack.
    func testSecondFetchEventWithin15Minutes() throws {
        let second = expectation(description: "second fetch event")
        let first = try XCTUnwrap(FetchEventLog.load().events.last)
        FetchEventLog.onAppend = { event in
            if event.timestamp > first.timestamp { second.fulfill() }
        }
        LabHarness.sendAppToBackground()
        wait(for: [second], timeout: 30 * 60)
    }
}
