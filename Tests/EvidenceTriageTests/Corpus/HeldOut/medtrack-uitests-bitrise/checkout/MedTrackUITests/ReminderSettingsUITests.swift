//
//  ReminderSettingsUITests.swift
//  MedTrackUITests
//

import XCTest

final class ReminderSettingsUITests: XCTestCase {

    func testEnableDailyReminder() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-skip-onboarding", "-grant-notifications"]
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.reminders.daily"].tap()
        app.datePickers["settings.reminders.time"].pickerWheels.element(boundBy: 0).adjust(toPickerWheelValue: "8")
        XCTAssertEqual(app.staticTexts["settings.reminders.summary"].label, "Every day at 8:00 AM")
    }
}
