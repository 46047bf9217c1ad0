import XCTest
@testable import Tidemark

final class SharedContainerTests: XCTestCase {
    func testAppGroupContainerIsAvailable() throws {
        // The widget reads everything from here; without it the widget shows
        // the placeholder forever.
        let url = try XCTUnwrap(SharedContainer.url)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }

    func testGroupIdentifierMatchesWidget() {
        XCTAssertEqual(SharedContainer.groupIdentifier, "group.com.tidemark.shared")
    }
}
