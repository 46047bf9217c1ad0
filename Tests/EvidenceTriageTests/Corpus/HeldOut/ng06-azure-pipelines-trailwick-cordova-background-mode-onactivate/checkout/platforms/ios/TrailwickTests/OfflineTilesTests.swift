import XCTest
@testable import Trailwick

final class OfflineTilesTests: XCTestCase {

    func testBasemapPackShipsInBundle() throws {
        let url = Bundle.main.url(forResource: "trails-basemap", withExtension: "mbtiles")
        XCTAssertNotNil(url, "trails-basemap.mbtiles not found in \(Bundle.main.bundlePath)")
    }
}
