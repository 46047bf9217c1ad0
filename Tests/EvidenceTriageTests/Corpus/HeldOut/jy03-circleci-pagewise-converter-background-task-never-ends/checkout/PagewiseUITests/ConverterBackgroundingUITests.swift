import XCTest

final class ConverterBackgroundingUITests: XCTestCase {
    func testAppSuspendsAfterConversionFinishes() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSeedLegacyArticles", "2", "-UITestMissingLegacyHTML", "1"]
        app.launch()
        XCUIDevice.shared.press(.home)
        // two articles convert in well under a second; after that the app must give its time back
        let suspended = app.wait(for: .runningBackgroundSuspended, timeout: 40)
        XCTAssertTrue(suspended, "app still running in background 40 s after conversion finished")
    }
}
