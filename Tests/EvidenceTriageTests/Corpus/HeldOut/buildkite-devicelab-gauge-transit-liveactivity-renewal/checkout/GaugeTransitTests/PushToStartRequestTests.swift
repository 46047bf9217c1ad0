import Foundation
import Testing
@testable import GaugeTransit

struct PushToStartRequestTests {
    let now = Date(timeIntervalSince1970: 1_763_539_200)

    @Test func startRequestUsesLiveActivityPushType() throws {
        let request = try PushToStartRequest(token: .fixture, attributes: .route42, now: now).urlRequest()
        #expect(request.value(forHTTPHeaderField: "apns-push-type") == "liveactivity")
    }

    /// Two overlapping sends (refresh tick + manual restart) must coalesce at APNs.
    @Test func startRequestCarriesCollapseID() throws {
        let request = try PushToStartRequest(token: .fixture, attributes: .route42, now: now).urlRequest()
        #expect(request.value(forHTTPHeaderField: "apns-collapse-id") == "com.lanternworks.gauge.la.start")
    }

    /// A momentary connectivity gap must not lose the start notification.
    @Test func startRequestExpiresAfterTenMinutes() throws {
        let request = try PushToStartRequest(token: .fixture, attributes: .route42, now: now).urlRequest()
        #expect(request.value(forHTTPHeaderField: "apns-expiration") == "1763539800")
    }
}
