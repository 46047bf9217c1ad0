import XCTest

/// Settings → Categories lists categories 4 per page on iPhone.
final class SettingsCategoryPaginationTests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-UITesting", "-resetPresets"]
        app.launch()
    }

    func testPagesAdjustToNewCategories() {
        let settings = SettingsCategoriesScreen(app: app)
        settings.open()
        XCTAssertEqual(settings.paginationLabel.label, "Page 1 of 3")   // 9 presets
        for name in ["Garden", "Bus", "School", "Clinic"] {
            settings.addCategory(named: name)                           // 13 categories
        }
        XCTAssertEqual(settings.paginationLabel.label, "Page 1 of 4")
    }
}
