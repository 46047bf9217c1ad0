import XCTest

final class TrackingTimelineUITests: XCTestCase {
    func testETAShowsRecipientLocalTime() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-parcel", "GNT-55012", "-uitest-timezone", "Europe/Berlin"]
        app.launch()
        XCTAssertEqual(app.staticTexts["eta-label"].label, "Arriving 14:30")
    }
}

