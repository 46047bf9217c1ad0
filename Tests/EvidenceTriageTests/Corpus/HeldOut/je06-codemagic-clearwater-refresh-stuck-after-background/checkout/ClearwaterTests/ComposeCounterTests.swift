@testable import Clearwater
import Testing

struct ComposeCounterTests {
    @Test func plainTextCountsCharacters() {
        #expect(ComposeCounter.remaining(for: "hello") == 495)
    }

    @Test func urlsCountAsTwentyThreeCharacters() {
        let text = "read https://example.org/a/very/long/path/that/goes/on/and/on?with=query"
        #expect(ComposeCounter.remaining(for: text) == 500 - 5 - 23)
    }
}
