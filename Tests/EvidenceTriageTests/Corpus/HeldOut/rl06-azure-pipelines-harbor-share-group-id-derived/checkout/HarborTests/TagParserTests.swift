import Testing
@testable import Harbor

@Suite struct TagParserTests {
    @Test func hashtagsWithUnicode() {
        #expect(TagParser.tags(in: "Meet at #hafen and #café") == ["hafen", "café"])
    }
}
