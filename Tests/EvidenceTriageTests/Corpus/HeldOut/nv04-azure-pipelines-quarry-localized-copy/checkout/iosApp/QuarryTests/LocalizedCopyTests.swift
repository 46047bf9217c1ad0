import XCTest
import QuarryShared

final class LocalizedCopyTests: XCTestCase {
    func testSampleTitleLocalized() {
        let title = MR.strings().sample_title.desc().localized()
        XCTAssertEqual(title, "Sample")
    }

    func testEmptyStateMessage() {
        let message = FieldNotesCopy.shared.emptyState(count: 0)
        XCTAssertEqual(message, "No field notes yet")
    }
}
