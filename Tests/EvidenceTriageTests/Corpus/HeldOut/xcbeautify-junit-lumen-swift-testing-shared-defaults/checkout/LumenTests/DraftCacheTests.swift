import Foundation
import Testing
@testable import Lumen

@Suite("Draft cache")
struct DraftCacheTests {
    @Test func savesAndRestoresDraft() {
        let cache = DraftCache(defaults: MockUserDefaults())
        cache.save(Draft(id: "d1", text: "Morning pages"))
        #expect(cache.restore(id: "d1")?.text == "Morning pages")
    }

    @Test func concurrentSavesDoNotCrash() async {
        // The autosave timer and the share extension hand-off can both write drafts at once.
        let cache = DraftCache(defaults: MockUserDefaults())
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask { cache.save(Draft(id: "d\(i % 8)", text: "edit \(i)")) }
            }
        }
        #expect(cache.allDraftIDs.count == 8)
    }
}
