import XCTest

/// Installs the previous release (2.0.4) from the lab's IPA cache, lets it schedule its
/// background tasks, then installs this build over it and cold-launches.
final class UpgradeLaunchUITests: XCTestCase {
    func testColdLaunchAfterUpgradeShowsHome() throws {
        try LabInstaller.install(previousRelease: "2.0.4", launchOnce: true)
        try LabInstaller.installCurrentBuild()
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["homeStatus"].waitForExistence(timeout: 20))
    }
}
