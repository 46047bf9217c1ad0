import XCTest

final class OnboardingUITests: XCTestCase {
    func testDownloadCardShowsOptimizingState() {
        let app = XCUIApplication()
        app.launchArguments += ["-UITestFakeModelDownload", "1"]
        app.launch()
        app.buttons["onboarding.download.parakeet"].tap()
        XCTAssertTrue(app.staticTexts["modelCard.status.optimizing"].waitForExistence(timeout: 10))
    }
}
