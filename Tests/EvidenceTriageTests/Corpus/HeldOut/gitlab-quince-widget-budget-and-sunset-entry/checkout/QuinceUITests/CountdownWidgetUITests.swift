import XCTest

final class CountdownWidgetUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    /// The Golden Hour widget tints its ring a new shade every second
    /// (one timeline entry per second for the last minute).
    func testGoldenHourCountdownTicksEverySecond() throws {
        XCUIDevice.shared.press(.home)
        let ring = springboard.otherElements["golden-hour-widget"].otherElements["golden-hour.ring"]
        XCTAssertTrue(ring.waitForExistence(timeout: 10))

        let first = ring.value as? String
        sleep(3)
        let second = ring.value as? String
        XCTAssertNotEqual(first, second, "ring tint did not change between samples")
    }
}
