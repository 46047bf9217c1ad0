import Testing
import Foundation
@testable import Kestrel

@Suite("Bookmark store")
struct BookmarkStoreTests {
    let store = BookmarkStore(defaults: .standard)

    @Test func persistsBookmarks() {
        store.removeAll()
        store.add(Bookmark(name: "Persisted", coordinate: .init(latitude: 47.37, longitude: 8.54)))
        let reloaded = BookmarkStore(defaults: .standard)
        #expect(reloaded.bookmarks.count == 1)
        #expect(reloaded.bookmarks.first?.name == "Persisted")
    }

    @Test func bookmarkKeepsNoteID() {
        store.removeAll()
        let id = UUID()
        store.add(Bookmark(name: "With note", coordinate: .init(latitude: 0, longitude: 0), noteID: id))
        #expect(store.bookmarks.first?.noteID == id)
    }
}
