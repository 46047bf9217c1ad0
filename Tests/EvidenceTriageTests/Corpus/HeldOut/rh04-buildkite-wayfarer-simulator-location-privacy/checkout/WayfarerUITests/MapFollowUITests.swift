import XCTest

final class MapFollowUITests: XCTestCase {
    func testFollowModeKeepsUserCentered() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["map.follow"].tap()
        for _ in 0..<5 {
            app.maps.firstMatch.swipeLeft()
            sleep(2)
        }
        XCTAssertEqual(app.buttons["map.follow"].value as? String, "on")
    }
}
