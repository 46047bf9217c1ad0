import XCTest
@testable import Nutmeg

final class PhotoUploadTests: XCTestCase {
    func testUploadTaskUsesBackgroundConfiguration() {
        let controller = PhotoUploadController()
        XCTAssertEqual(controller.session.configuration.identifier, "com.nutmegrecipes.app.photo-uploads")
    }

    /// Two recipes with photos are saved back to back; both uploads must finish.
    func testConsecutiveUploadsFinish() {
        let first = expectation(description: "first upload finished")
        let second = expectation(description: "second upload finished")
        PhotoUploadController().upload(.fixtureJPEG, recipeID: "r-1") { _ in first.fulfill() }
        PhotoUploadController().upload(.fixtureJPEG, recipeID: "r-2") { _ in second.fulfill() }
        wait(for: [first, second], timeout: 30)
    }
}
