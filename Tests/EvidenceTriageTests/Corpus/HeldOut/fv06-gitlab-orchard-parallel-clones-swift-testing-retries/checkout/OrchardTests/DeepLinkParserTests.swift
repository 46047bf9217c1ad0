import Testing
@testable import Orchard

@Suite struct DeepLinkParserTests {
    let sut = DeepLinkParser()

    @Test func parsesListingLink() {
        #expect(sut.parse("orchard://listing/L-204") == .listing(id: "L-204"))
    }

    @Test func parsesMarketLink() {
        #expect(sut.parse("orchard://market/riverside-saturday") == .market(slug: "riverside-saturday"))
    }

    @Test func rejectsMalformedURL() {
        // Printed QR code with a stray space from the stall-label template.
        #expect(sut.parse("orchard://listing/L 204") == nil)
    }
}
