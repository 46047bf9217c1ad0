import Testing
@testable import Quillpad

struct DraftMergeTests {
    @Test func mergesConcurrentEdits() throws {
        let base = Draft(body: "Hello world")
        let local = base.editing(replace: "Hello", with: "Hi")
        let remote = base.editing(replace: "world", with: "there")
        let merged = try DraftMerger().merge(base: base, local: local, remote: remote)
        #expect(merged.body == "Hi there")
    }

    @Test func conflictingEditsKeepLocal() throws {
        let base = Draft(body: "Hello")
        let merged = try DraftMerger().merge(base: base, local: base.editing(replace: "Hello", with: "Hey"), remote: base.editing(replace: "Hello", with: "Yo"))
        #expect(merged.body == "Hey")
    }
}
