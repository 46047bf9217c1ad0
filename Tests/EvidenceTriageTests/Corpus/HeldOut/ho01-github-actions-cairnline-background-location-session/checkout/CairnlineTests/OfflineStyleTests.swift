import XCTest
@testable import Cairnline

final class OfflineStyleTests: XCTestCase {
    func testBundledTrailStyleLoads() throws {
        let url = try XCTUnwrap(OfflineStyleLoader.bundledStyleURL(),
                                "trail-style.json must ship in the app bundle for offline maps")
        let data = try Data(contentsOf: url)
        XCTAssertGreaterThan(data.count, 0)
    }

    func testMissingStyleThrows() {
        XCTAssertThrowsError(try OfflineStyleLoader.loadBundledStyle(in: Bundle(for: OfflineStyleTests.self)))
    }
}
