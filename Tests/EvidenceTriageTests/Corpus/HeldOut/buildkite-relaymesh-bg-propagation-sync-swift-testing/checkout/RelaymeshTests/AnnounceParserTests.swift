import Testing
@testable import Relaymesh

@Suite struct AnnounceParserTests {
    @Test func decodesHopCount() throws {
        let announce = try AnnounceParser().parse(Fixture.announce(hops: 3))
        #expect(announce.hops == 3)
    }

    @Test func rejectsTruncatedPacket() {
        #expect(throws: AnnounceParser.Error.truncated) {
            try AnnounceParser().parse(Fixture.announce(hops: 3).prefix(12))
        }
    }
}
