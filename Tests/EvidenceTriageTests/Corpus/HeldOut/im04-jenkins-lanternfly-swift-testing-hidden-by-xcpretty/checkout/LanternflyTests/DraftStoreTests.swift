import Foundation
import Testing
@testable import Lanternfly

struct DraftStoreTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)

    @Test func savesDraftAtomically() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let store = DraftStore(directory: dir)
        try store.save("first thought", episodeID: "ep-41")
        // A crash between write and replace leaves the staging file behind; the next save must still work.
        try Data("stale".utf8).write(to: dir.appendingPathComponent("ep-41.draft.tmp"))
        try store.save("second thought", episodeID: "ep-41")
        #expect(store.load(episodeID: "ep-41") == "second thought")
    }
}
