import XCTest

final class WidgetGalleryUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testAddDosesWidgetShowsNextDose() {
        let app = XCUIApplication()
        app.launchArguments += ["-seedMedications", "demo"]
        app.launch()
        XCUIDevice.shared.press(.home)

        springboard.icons.firstMatch.press(forDuration: 1.5)
        springboard.buttons["Add Widget"].tap()
        springboard.searchFields.firstMatch.typeText("Juniper")
        springboard.cells["Juniper Doses"].tap()
        springboard.buttons["Add Widget"].tap()
        springboard.buttons["Done"].tap()

        let widget = springboard.otherElements["widget.doses.next"]
        XCTAssertTrue(widget.waitForExistence(timeout: 30), "Juniper Doses widget did not render")
    }
}
