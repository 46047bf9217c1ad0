import Testing
@testable import Quillpress

struct ExcerptBuilderTests {
    @Test func stripsShortcodes() {
        #expect(ExcerptBuilder.excerpt(from: "[gallery ids=\"1,2\"]Morning light") == "Morning light")
    }

    @Test("Excerpt is cut on a word boundary")
    func cutsOnWordBoundary() {
        #expect(ExcerptBuilder.excerpt(from: "The quick brown fox", limit: 12) == "The quick…")
    }
}
