import XCTest
@testable import Cairnmap

final class GPXImportTests: XCTestCase {
    func testImportsElevationFromEleElement() throws {
        let points = try GPXImporter.points(fromFixture: "ben-macdui-ele")
        XCTAssertEqual(points.first?.elevation, 1309)
    }

    func testImportsElevationFromExtensions() throws {
        let points = try GPXImporter.points(fromFixture: "cairngorm-watch-export")
        XCTAssertEqual(points.first?.elevation, 1245)
    }
}
