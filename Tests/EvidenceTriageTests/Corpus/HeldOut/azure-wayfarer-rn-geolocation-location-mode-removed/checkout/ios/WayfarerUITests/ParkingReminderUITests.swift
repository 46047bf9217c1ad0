import XCTest

/// Wayfarer (React Native) arms a "you left your car" reminder with
/// react-native-background-geolocation when the user turns on Parking reminders.
final class ParkingReminderUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-simulateCarBluetooth", "YES"]
        app.launch()
        app.switches["Parking reminders"].tap()          // BackgroundGeolocation.ready() + start()
    }

    func testReminderArmsWhenLeavingCar() {
        app.buttons["Simulate car disconnect"].tap()
        XCTAssertTrue(app.staticTexts["reminderState: armed"].waitForExistence(timeout: 15))
    }

    func testSavedSpotShowsOnMap() {
        app.buttons["Save parking spot"].tap()
        XCTAssertTrue(app.otherElements["savedSpotPin"].waitForExistence(timeout: 15))
    }
}
