import XCTest

final class SettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-skip-onboarding", "-uitest-stub-network"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
    }

    func testUnitsToggleSwitchesToMetric() throws {
        let toggle = app.switches["settings.units.metric"]
        XCTAssertTrue(toggle.waitForExistence(timeout: 5))
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "1")
    }

    func testMapStylePickerSelectsTerrain() throws {
        app.cells["settings.mapStyle"].tap()
        // Standard, Satellite, Hybrid, Terrain
        app.tables.cells["mapstyle_3"].tap()
        XCTAssertEqual(app.cells["settings.mapStyle"].staticTexts["settings.mapStyle.value"].label, "Terrain")
    }
}
