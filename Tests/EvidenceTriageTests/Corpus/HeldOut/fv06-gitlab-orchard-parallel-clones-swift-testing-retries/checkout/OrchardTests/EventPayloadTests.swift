import Testing
@testable import Orchard

@Suite struct EventPayloadTests {
    @Test func emptyPropertiesOnlyCarryEventName() throws {
        let payload = EventPayload(name: "app_open", properties: [:])
        #expect(try payload.jsonString() == #"{"event":"app_open"}"#)
    }

    @Test func payloadMatchesFixture() throws {
        let payload = EventPayload(name: "add_to_basket", properties: [
            "listingId": AnyEncodable("L-204"),
            "quantity": AnyEncodable(2),
        ])
        let json = try payload.jsonString()
        let fixture = #"{"event":"add_to_basket","listingId":"L-204","quantity":2}"#
        #expect(json == fixture)
    }
}
