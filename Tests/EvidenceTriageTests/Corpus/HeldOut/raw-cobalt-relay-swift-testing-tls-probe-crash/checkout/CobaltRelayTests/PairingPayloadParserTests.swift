import Testing
@testable import CobaltRelay

struct PairingPayloadParserTests {
    @Test func parsesFullQR() throws {
        let payload = try PairingPayloadParser.parse("cobalt://pair?h=relay.local&p=7443&t=ab12cd&fp=9F:2C")
        #expect(payload.port == 7443)
    }

    @Test func parsesFingerprintlessQR() throws {
        let payload = try PairingPayloadParser.parse("cobalt://pair?h=relay.local&p=7443&t=ab12cd")
        #expect(payload.host == "relay.local")
        #expect(payload.requiresFingerprintProbe)
    }
}
