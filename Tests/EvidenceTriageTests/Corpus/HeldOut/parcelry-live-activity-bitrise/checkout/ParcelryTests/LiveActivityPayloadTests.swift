import Foundation
import Testing
@testable import Parcelry

/// The backend's push builder (ParcelryPushKit, shared with the server) must produce
/// an aps.content-state that ActivityKit can decode into DeliveryAttributes.ContentState.
/// ActivityKit decodes content-state with a default JSONDecoder.
@Suite struct LiveActivityPayloadTests {

    let expectedEta = Date(timeIntervalSince1970: 1_796_653_800)   // 2026-12-07 14:30:00 UTC

    @Test func serverStartPayloadCarriesAttributesType() throws {
        let payload = try LiveActivityPushPayload.start(parcelID: "PX-48213", courier: "Jana", eta: expectedEta, stopsAway: 4)
        #expect(payload.aps.attributesType == "DeliveryAttributes")
        #expect(payload.aps.alert != nil)
    }

    @Test func serverStartPayloadDecodesEta() throws {
        let payload = try LiveActivityPushPayload.start(parcelID: "PX-48213", courier: "Jana", eta: expectedEta, stopsAway: 4)
        let json = try JSONEncoder.apnsPayload.encode(payload)
        let contentState = try #require(ContentStateExtractor.contentStateData(fromAPNsJSON: json))

        let state = try JSONDecoder().decode(DeliveryAttributes.ContentState.self, from: contentState)
        #expect(state.eta == expectedEta)
        #expect(state.stopsAway == 4)
    }
}
