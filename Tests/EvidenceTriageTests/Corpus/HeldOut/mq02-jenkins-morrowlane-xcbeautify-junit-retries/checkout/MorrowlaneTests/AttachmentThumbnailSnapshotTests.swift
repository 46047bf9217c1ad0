import XCTest
import SnapshotTesting
@testable import Morrowlane

final class AttachmentThumbnailSnapshotTests: XCTestCase {
    func testThumbnailGrid() {
        let view = AttachmentGridView(attachments: .fixture(count: 7))
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        assertSnapshot(of: view, as: .image(precision: 0.99))
    }
}
