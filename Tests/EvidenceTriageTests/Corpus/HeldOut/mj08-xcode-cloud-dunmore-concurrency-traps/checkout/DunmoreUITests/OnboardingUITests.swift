import XCTest

/// Not isolated to the main actor: XCUIApplication calls below run wherever the
/// detached task puts them.
final class OnboardingUITests: XCTestCase {
    func testOnboardingSavesFirstEntry() async throws {
        let app = await XCUIApplication()
        await app.launch()
        try await Task.detached {
            MainActor.assumeIsolated {
                app.buttons["onboarding.start"].tap()
                app.textViews["entry.body"].typeText("First entry")
                app.buttons["entry.save"].tap()
            }
        }.value
        let saved = await app.staticTexts["First entry"].waitForExistence(timeout: 5)
        XCTAssertTrue(saved)
    }
}
