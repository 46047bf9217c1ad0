import CoreLocation
import XCTest

/// Voice cues must keep coming while the phone is locked / the app is in the background.
final class NavigationCueUITests: XCTestCase {
    func testTurnCueIsSpokenWhileBackgrounded() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-route", "ridge-loop", "-uitest-cue-log"]
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.8523, longitude: -121.7603))
        app.launch()
        app.buttons["Start navigation"].tap()

        XCUIDevice.shared.press(.home)
        // Walk into the 200 m announcement zone of the first turn.
        XCUIDevice.shared.location = XCUILocation(location: CLLocation(latitude: 46.8541, longitude: -121.7588))
        sleep(8)
        app.activate()

        let cue = app.staticTexts["cue-turn-1-state"]
        XCTAssertTrue(cue.waitForExistence(timeout: 5))
        XCTAssertEqual(cue.label, "spoken", "turn cue was not spoken while the app was in the background")
    }
}
