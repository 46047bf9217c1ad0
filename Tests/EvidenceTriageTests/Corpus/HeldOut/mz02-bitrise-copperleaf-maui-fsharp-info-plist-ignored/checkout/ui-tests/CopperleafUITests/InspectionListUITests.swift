import XCTest

final class InspectionListUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.copperleaf.field")

    func testSortByDueDate() {
        app.launchArguments += ["-fixture", "inspections-unsorted"]
        app.launch()
        app.buttons["list.sort"].tap()
        app.buttons["Due date"].tap()
        let first = app.cells.element(boundBy: 0).staticTexts["inspection.title"]
        XCTAssertEqual(first.label, "Boiler room — Unit 4")
    }
}
