import XCTest

/// The widget reads `widget.lastRefresh` from the shared app-group defaults,
/// which the background feed refresh writes.
final class WidgetRefreshTests: XCTestCase {
    let shared = UserDefaults(suiteName: "group.com.pintrail.reader")!

    func testWidgetShowsNewArticlesAfterBackgroundRefresh() {
        let app = XCUIApplication()
        app.launchEnvironment["PINTRAIL_TEST_FEED"] = "fixtures/new-articles.xml"
        app.launch()
        let before = shared.double(forKey: "widget.lastRefresh")
        XCUIDevice.shared.press(.home)          // schedules the refresh
        app.terminate()                         // user swipes the app away

        let refreshed = expectation(for: NSPredicate { _, _ in
            self.shared.double(forKey: "widget.lastRefresh") > before
        }, evaluatedWith: nil)
        wait(for: [refreshed], timeout: 900)
    }
}
