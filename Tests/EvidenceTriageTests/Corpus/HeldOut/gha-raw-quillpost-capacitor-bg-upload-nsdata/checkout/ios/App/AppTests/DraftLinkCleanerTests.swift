import XCTest
@testable import App

final class DraftLinkCleanerTests: XCTestCase {
    func testKeepsCanonicalLinkUntouched() {
        let url = URL(string: "https://quillpost.app/p/412")!
        XCTAssertEqual(DraftLinkCleaner.clean(url), url)
    }

    func testStripsUtmParameters() {
        let url = URL(string: "https://quillpost.app/p/412?utm_source=share&utm_medium=ios&ref=home")!
        XCTAssertEqual(DraftLinkCleaner.clean(url).absoluteString, "https://quillpost.app/p/412?ref=home")
    }
}
