import XCTest

final class GalleryPickerUITests: XCTestCase {
    func testSelectThreePhotos() {
        let app = XCUIApplication()
        app.launchArguments += ["-PloverUITestPhotos", "3"]
        app.launch()
        app.buttons["Add photos"].tap()
        XCTAssertEqual(app.cells.matching(identifier: "selectedPhoto").count, 3)
    }
}
