import XCTest
import SnapshotTesting
@testable import KestrelCam

final class GalleryGridSnapshotTests: XCTestCase {
    func testThreeColumnLayout() {
        let vc = GalleryGridViewController(items: .fixture(count: 9), columns: 3)
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98))
    }
}
