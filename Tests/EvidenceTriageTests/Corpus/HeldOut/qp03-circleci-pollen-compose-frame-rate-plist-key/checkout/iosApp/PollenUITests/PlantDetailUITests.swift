import XCTest

final class PlantDetailUITests: XCTestCase {
    func testPhotoCarouselSwipes() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-fixtureGarden"]
        app.launch()
        app.cells["plant.row.basil"].tap()
        app.otherElements["plant.photos"].swipeLeft()
        XCTAssertTrue(app.staticTexts["plant.photos.page.2"].waitForExistence(timeout: 3))
    }
}
