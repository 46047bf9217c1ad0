import XCTest
@testable import TrailheadKit

final class OfflineStyleTests: XCTestCase {
    func testLoadsBundledStyleSheet() throws {
        let url = try XCTUnwrap(Bundle.main.url(forResource: "outdoor-v3", withExtension: "json"))
        let style = try MapStyle(contentsOf: url)
        XCTAssertEqual(style.name, "Outdoor v3")
    }
}
