import Testing
@testable import Pellwick

@Suite struct ArticleParserTests {
    @Test func keepsCanonicalURL() throws {
        let article = try ArticleParser().parse(Fixtures.html("canonical.html"))
        #expect(article.url.host() == "example.org")
    }

    @Test func stripsTrackingParameters() throws {
        let article = try ArticleParser().parse(Fixtures.html("utm.html"))
        #expect(article.url.absoluteString == "https://example.org/essays/slow-reading")
    }
}
