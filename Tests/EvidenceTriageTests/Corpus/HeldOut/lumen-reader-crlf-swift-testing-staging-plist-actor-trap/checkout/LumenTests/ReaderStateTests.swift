import Testing
@testable import Lumen

@MainActor
@Suite("Reader state")
struct ReaderStateTests {
    @Test("Progress clamps to 0...1")
    func progressClamps() {
        let state = ReaderState(client: .stub())
        state.progress = 1.4
        #expect(state.progress == 1.0)
    }

    @Test("Bookmark sync callback updates state")
    func bookmarkSyncCallbackUpdatesState() async throws {
        let client = BookmarkSyncClient.stub(bookmarks: [.init(articleID: "a-17", offset: 0.42)])
        let state = ReaderState(client: client)
        await state.startBookmarkSync()
        #expect(state.bookmarks.map(\.articleID) == ["a-17"])
    }
}
