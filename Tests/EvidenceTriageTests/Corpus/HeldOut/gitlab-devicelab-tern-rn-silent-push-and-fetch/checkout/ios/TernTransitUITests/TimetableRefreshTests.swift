import XCTest

/// react-native-background-fetch: BackgroundFetch.configure({minimumFetchInterval: 15}) refreshes the timetable.
final class TimetableRefreshTests: XCTestCase {
    let app = XCUIApplication()

    func testTimetableRefreshRunsWithin20Minutes() {
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TimetableRefreshTests/testTimetableRefreshRunsWithin20Minutes"
        app.launch()
        XCUIDevice.shared.press(.home)        // submits the com.transistorsoft.fetch refresh request
        sleep(20 * 60)
        app.activate()
        XCTAssertNotEqual(app.staticTexts["timetable.lastBackgroundRefresh"].label, "never", "background fetch should have refreshed the timetable")
    }
}
