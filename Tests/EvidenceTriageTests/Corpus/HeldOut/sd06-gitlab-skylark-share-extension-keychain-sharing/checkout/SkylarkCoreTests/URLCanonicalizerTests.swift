import Testing
@testable import SkylarkCore

struct URLCanonicalizerTests {
    @Test func stripsTrackingParameters() throws {
        let url = try #require(URL(string: "https://example.com/a?utm_source=x&id=7"))
        let canonical = URLCanonicalizer.canonical(url)
        #expect(canonical.absoluteString == "https://example.com/a?id=7")
    }

    @Test func lowercasesHost() throws {
        let url = try #require(URL(string: "https://Example.COM/Path"))
        #expect(URLCanonicalizer.canonical(url).host() == "example.com")
    }
}
