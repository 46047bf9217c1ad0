import SnapshotTesting
import XCTest
@testable import Harbormail

final class AttachmentGridSnapshotTests: XCTestCase {
    func testThumbnailGrid() {
        let view = AttachmentGridView(attachments: .fixtureNine)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        assertSnapshot(of: view, as: .image(traits: .init(displayScale: 2)))
    }
}
