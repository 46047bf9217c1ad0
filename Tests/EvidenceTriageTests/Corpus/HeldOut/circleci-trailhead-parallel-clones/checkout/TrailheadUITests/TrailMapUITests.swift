import XCTest

final class TrailMapUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestSeedOfflineRegions", "lake-district,peak-district"]
        app.launch()
    }

    func testOfflineRegionPickerShowsDownloadedRegions() throws {
        app.tabBars.buttons["Maps"].tap()
        app.buttons["map.offlineRegions"].tap()

        let list = app.collectionViews["offlineRegions.list"]
        XCTAssertTrue(list.waitForExistence(timeout: 10))
        XCTAssertEqual(list.cells.matching(identifier: "offlineRegion.cell").count, 2)
    }
}
