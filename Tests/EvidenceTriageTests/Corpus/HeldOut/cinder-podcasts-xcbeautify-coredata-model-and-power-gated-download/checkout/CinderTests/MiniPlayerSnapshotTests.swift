import XCTest
import SnapshotTesting
@testable import Cinder

final class MiniPlayerSnapshotTests: XCTestCase {
    func testMiniPlayerDark() {
        let view = MiniPlayerView(episode: .fixture, progress: 0.4)
        view.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }
}
