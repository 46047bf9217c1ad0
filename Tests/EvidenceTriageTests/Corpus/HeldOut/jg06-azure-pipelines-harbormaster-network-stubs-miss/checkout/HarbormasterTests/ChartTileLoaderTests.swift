import XCTest
@testable import Harbormaster

final class ChartTileLoaderTests: XCTestCase {
    /// Talks to the public nautical tile server (no stub).
    func testLoadsHarbourChartTile() {
        let loaded = expectation(description: "tile loaded")
        ChartTileLoader(host: "tiles.seacharts.example.org").load(z: 14, x: 8703, y: 5372) { result in
            XCTAssertNoThrow(try result.get())
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 10)
    }
}
