import SnapshotTesting
import SwiftUI
import XCTest
@testable import Marigold

final class NowPlayingSnapshotTests: XCTestCase {
    func testPlayingState() {
        let view = NowPlayingBar(state: .playing(.fixture(title: "Harbour Lights")))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98))
    }

    func testBufferingState() {
        let view = NowPlayingBar(state: .buffering(.fixture(title: "Harbour Lights")))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98))
    }
}
