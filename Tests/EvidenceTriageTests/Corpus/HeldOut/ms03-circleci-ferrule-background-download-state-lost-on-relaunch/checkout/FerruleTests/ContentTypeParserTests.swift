import Testing
@testable import Ferrule

@Suite struct ContentTypeParserTests {
    @Test func parsesCharset() throws {
        let parsed = try ContentTypeParser.parse(#"text/plain; charset="utf-8""#)
        #expect(parsed.charset == "utf-8")
    }

    @Test func parsesBareMediaType() throws {
        #expect(try ContentTypeParser.parse("application/zip").mediaType == "application/zip")
    }
}
