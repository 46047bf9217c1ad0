import XCTest

final class NotificationSoundTests: XCTestCase {

    /// reminders.js schedules with sound: 'res://chime.caf'; iOS only plays custom
    /// sounds that ship inside the app bundle (config.xml <resource-file>).
    func testReminderChimeIsBundled() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-e2e-list-bundle-sounds"]
        app.launch()

        let sounds = app.staticTexts["bundle-sounds"].label

        XCTAssertTrue(sounds.split(separator: ",").contains("chime.caf"), "chime.caf not in app bundle; bundled sounds: [\(sounds)]")
    }
}
