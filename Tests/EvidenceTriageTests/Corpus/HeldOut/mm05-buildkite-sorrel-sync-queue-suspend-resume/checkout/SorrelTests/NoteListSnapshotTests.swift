import Testing
import SnapshotTesting
@testable import Sorrel

@MainActor @Suite struct NoteListSnapshotTests {
    @Test func rendersEmptyState() {
        let vc = NoteListViewController(notes: [])
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
