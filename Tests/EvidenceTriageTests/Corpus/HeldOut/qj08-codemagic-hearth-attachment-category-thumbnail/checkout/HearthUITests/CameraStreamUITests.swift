import XCTest

final class CameraStreamUITests: XCTestCase {
    func testLiveStreamStarts() {
        let app = XCUIApplication()
        app.launchArguments += ["-demo-server"]
        app.launch()
        app.cells["entity.camera.front_door"].tap()
        XCTAssertTrue(app.otherElements["camera.player"].waitForExistence(timeout: 10))
    }
}
