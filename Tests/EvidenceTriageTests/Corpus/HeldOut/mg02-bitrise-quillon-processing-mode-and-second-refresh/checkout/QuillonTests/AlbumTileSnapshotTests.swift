import XCTest
import SnapshotTesting
@testable import Quillon

final class AlbumTileSnapshotTests: XCTestCase {
    override func setUp() {
        // References were recorded on the iPhone 16 simulator, iOS 17.5.
        print("SnapshotEnvironment: running on \(UIDevice.current.model) iOS \(UIDevice.current.systemVersion), scale \(UIScreen.main.scale)")
    }

    func testAlbumTileLightMode() {
        let tile = AlbumTileView(album: .fixture(title: "Lisbon, spring", count: 214))
        assertSnapshot(of: tile, as: .image(traits: .init(userInterfaceStyle: .light)))
    }

    func testAlbumTileDarkMode() {
        let tile = AlbumTileView(album: .fixture(title: "Lisbon, spring", count: 214))
        assertSnapshot(of: tile, as: .image(traits: .init(userInterfaceStyle: .dark)))
    }
}
