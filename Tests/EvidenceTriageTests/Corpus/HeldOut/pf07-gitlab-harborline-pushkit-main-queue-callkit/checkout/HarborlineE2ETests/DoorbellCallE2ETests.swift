import XCTest

final class DoorbellCallE2ETests: XCTestCase {
    func testTerminatedAppShowsIncomingCallUI() throws {
        let app = XCUIApplication()
        app.launch()
        app.terminate()
        try DoorbellHarness.ring(unit: "gate-2")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 20), "no CallKit UI after ring")
    }
}
