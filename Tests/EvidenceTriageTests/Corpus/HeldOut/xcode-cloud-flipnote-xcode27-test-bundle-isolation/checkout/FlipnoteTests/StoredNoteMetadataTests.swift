import Foundation
import Testing
@testable import Flipnote

struct StoredNoteMetadataTests {

    @Test func roundTripsTitleAndPin() throws {
        let stored = StoredNoteMetadata(NoteMetadata(title: "Ferry times", pinned: true))
        let decoded = try JSONDecoder().decode(StoredNoteMetadata.self, from: JSONEncoder().encode(stored))
        #expect(decoded.metadata.title == "Ferry times")
    }
}
