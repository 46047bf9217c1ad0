import XCTest
import Capacitor
import CapacitorBackgroundRunner
@testable import App

final class BackgroundRunnerTests: XCTestCase {
    private var bridge: TestBridge!

    override func setUpWithError() throws {
        bridge = try TestBridge.launch()
    }

    func testScheduleSubmitsCheckInTask() throws {
        let submitted = try bridge.backgroundRunner.scheduleForTesting(label: "com.marrowbank.app.check")
        XCTAssertTrue(submitted)
    }

    func testDispatchCheckInEventReturnsResult() throws {
        let done = expectation(description: "dispatchEvent settled")
        var result: [String: Any]?
        var error: String?
        bridge.backgroundRunner.dispatchEvent(
            label: "com.marrowbank.app.check",
            event: "checkIn",
            details: ["reason": "test"]
        ) { value, err in
            result = value
            error = err
            done.fulfill()
        }
        wait(for: [done], timeout: 5)

        // The runner loads `src` from the app bundle's public/ folder and runs
        // the `checkIn` listener, which resolves with {"pending": n}.
        //
        //
        //
        XCTAssertNil(error, "checkIn must resolve with a result")
        XCTAssertNotNil(result?["pending"])
    }
}
