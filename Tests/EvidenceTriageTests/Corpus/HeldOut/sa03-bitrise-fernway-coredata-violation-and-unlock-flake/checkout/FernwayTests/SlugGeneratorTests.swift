import XCTest
@testable import Fernway

final class SlugGeneratorTests: XCTestCase {
    func testSpacesBecomeHyphens() {
        XCTAssertEqual(SlugGenerator.slug(for: "Hello World"), "hello-world")
    }

    func testStripsDiacritics() {
        XCTAssertEqual(SlugGenerator.slug(for: "Crème Brûlée at Noël"), "creme-brulee-at-noel")
    }
}
