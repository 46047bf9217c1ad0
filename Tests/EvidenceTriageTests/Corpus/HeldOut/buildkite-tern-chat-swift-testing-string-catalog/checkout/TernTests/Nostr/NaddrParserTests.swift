import Testing
@testable import TernCore

struct NaddrParserTests {
    @Test func parsesKindAndIdentifier() throws {
        let pointer = try NaddrParser.parse(Fixtures.naddrTwoRelays)
        #expect(pointer.kind == 30023)
        #expect(pointer.identifier == "weekly-notes")
    }

    @Test func parsesRelayHints() throws {
        let pointer = try NaddrParser.parse(Fixtures.naddrTwoRelays)
        #expect(pointer.relays == ["wss://relay.tern.example", "wss://backup.tern.example"])
    }
}
