import XCTest

/// Runs the MAUI app with a German device culture and checks the shift
/// editor's time pickers follow it (24-hour clock, no AM/PM column).
final class ShiftEditorUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication(bundleIdentifier: "com.marlin.shifts")
        app.launchArguments += ["-AppleLanguages", "(de)", "-AppleLocale", "de_DE", "-uitest-seed", "one-shift"]
        app.launch()
        app.cells["shift.early"].tap()
    }

    func testStartTimeUsesDeviceCulture24h() throws {
        let start = app.staticTexts["shiftEditor.startTime"]
        XCTAssertTrue(start.waitForExistence(timeout: 10))
        XCTAssertEqual(start.label, "14:30", "start time should follow the de-DE culture")
    }

    func testEndTimePickerWheelIs24Hour() throws {
        app.staticTexts["shiftEditor.endTime"].tap()
        XCTAssertTrue(app.pickerWheels.firstMatch.waitForExistence(timeout: 10))
        XCTAssertEqual(app.pickerWheels.count, 2, "a 24-hour picker has no AM/PM wheel")
    }

    func testShiftTitleEditable() throws {
        let title = app.textFields["shiftEditor.title"]
        XCTAssertTrue(title.waitForExistence(timeout: 10))
        title.tap()
        title.typeText(" (Tausch)")
        XCTAssertEqual(title.value as? String, "Frühschicht (Tausch)")
    }
}
