import XCTest
import SnapshotTesting
@testable import Kestrel

final class MapTileSnapshotTests: XCTestCase {
    func testTileAtZoom12() {
        let view = MapTileView(tile: .fixture(z: 12, x: 2048, y: 1361))
        assertSnapshot(of: view, as: .image(size: CGSize(width: 256, height: 256)))
    }

    func testTileAtZoom15WithTrail() {
        let view = MapTileView(tile: .fixture(z: 15, x: 16_384, y: 10_890), overlay: .trail(.fixtureRidge))
        assertSnapshot(of: view, as: .image(size: CGSize(width: 256, height: 256)))
    }
}
