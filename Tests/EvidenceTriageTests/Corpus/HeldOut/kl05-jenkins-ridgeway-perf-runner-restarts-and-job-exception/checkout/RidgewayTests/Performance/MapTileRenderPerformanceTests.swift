import XCTest
@testable import Ridgeway

final class MapTileRenderPerformanceTests: XCTestCase {
    private var renderer: TileRenderer!
    private var tiles: [TileKey]!

    override func setUpWithError() throws {
        renderer = TileRenderer.shared
        try renderer.loadStyle(named: "topo-nightly")
        tiles = (0..<50).map { TileKey(z: 14, x: 8_452 + $0 % 10, y: 5_910 + $0 / 10) }
    }

    override func tearDownWithError() throws {
        renderer.purgeCaches()
    }

    func testRenderingFiftyTiles() throws {
        measure(metrics: [XCTClockMetric(), XCTMemoryMetric()]) {
            for key in tiles { _ = renderer.render(key, hillshade: false) }
        }
    }

    func testRenderingWithHillshade() throws {
        measure(metrics: [XCTClockMetric(), XCTMemoryMetric()]) {
            for key in tiles { _ = renderer.render(key, hillshade: true) }
        }
    }
}
