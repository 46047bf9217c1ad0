import XCTest
@testable import Fernbook

final class PayloadEncoderTests: XCTestCase {
    func testUploadBodyMatchesFixture() throws {
        let body = try PayloadEncoder.body(for: RecipeUpload(id: "r42", title: "Shakshuka", servings: 2))
        XCTAssertEqual(body, #"{"id":"r42","title":"Shakshuka","servings":2}"#)
    }
}
