import Testing
@testable import Dictum

struct TranscriptCleanupTests {
    @Test("Removes filler words", arguments: ["um so the plan is", "uh so the plan is"])
    func removesFillers(input: String) {
        #expect(TranscriptCleanup().clean(input) == "So the plan is")
    }
}
