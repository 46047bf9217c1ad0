import Testing
import Foundation
@testable import Lumen

@Suite struct DraftStoreTests {
    @Test func draftRestoredPerChat() throws {
        let defaults = try #require(UserDefaults(suiteName: "DraftStoreTests"))
        let store = DraftStore(defaults: defaults)
        store.save("see you", chatID: "ana")
        store.save("ok", chatID: "rui")
        #expect(store.draft(chatID: "ana") == "see you")
    }
}
