import XCTest

final class GalleryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-AppleLanguages", "(fr)", "-uitest-album", "calanques"]
        app.launch()
    }

    func testPinchToZoom() throws {
        let photo = app.images["photo-0"]
        XCTAssertTrue(photo.waitForExistence(timeout: 10))
        photo.pinch(withScale: 2.5, velocity: 1.0)
        XCTAssertTrue(app.buttons["Réinitialiser le zoom"].exists)
    }
}
