import XCTest
import TSBackgroundFetch
@testable import QuinceLedger

/// Runs on the release-configured lab phone (same build as TestFlight).
final class BackgroundFetchE2ETests: XCTestCase {
    func testFetchStatusIsAvailable() {
        XCTAssertEqual(FetchBridge.status(), .available)
    }

    func testFetchEventArrivesWithinFifteenMinutes() throws {
        let fired = expectation(description: "com.transistorsoft.fetch event delivered to JS")
        FetchBridge.onEvent = { taskId in
            if taskId == "react-native-background-fetch" { fired.fulfill() }
        }
        try FetchBridge.configure(minimumFetchInterval: 15)
        XCUIDevice.shared.press(.home)
        wait(for: [fired], timeout: 16 * 60)
    }

    func testFetchFiresEveryMinuteWithIntervalOne() throws {
        var events = 0
        FetchBridge.onEvent = { _ in events += 1 }
        try FetchBridge.configure(minimumFetchInterval: 1)
        XCUIDevice.shared.press(.home)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 5 * 60))
        XCTAssertGreaterThanOrEqual(events, 4, "fetch events in 5 minutes")
    }
}
