import XCTest

final class GameCenterUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testSignInSheetAppearsOnFirstLaunch() {
        let app = XCUIApplication()
        app.launchArguments = ["-resetGameCenterPrompt"]
        app.launch()
        let sheet = app.otherElements["GameCenterSignInSheet"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 20), "Game Center sign-in sheet not shown")
    }

    func testAchievementToastAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["-stubGameCenterAuthenticated", "-unlockAchievement", "first_blood"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Achievement unlocked: First Blood"].waitForExistence(timeout: 5))
    }
}
