import XCTest
import SnapshotTesting
@testable import Quillon

final class NoteCardSnapshotTests: XCTestCase {

    func testPinnedCardDarkMode() {
        let view = NoteCardView(note: .fixturePinned).environment(\.colorScheme, .dark)
        assertSnapshot(of: view.frame(width: 360), as: .image(layout: .sizeThatFits))
    }
}
