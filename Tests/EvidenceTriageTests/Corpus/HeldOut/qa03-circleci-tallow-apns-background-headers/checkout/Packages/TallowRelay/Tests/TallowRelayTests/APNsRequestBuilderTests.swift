import Foundation
import Testing
@testable import TallowRelay

@Suite struct APNsRequestBuilderTests {
    let builder = APNsRequestBuilder(topic: "com.tallow.ledger")
    let token = "a3f09c51d2e84b7f9a61c0de55b2e7f4a3f09c51d2e84b7f9a61c0de55b2e7f4"

    @Test func alertPushUsesAlertType() throws {
        let r = try builder.request(deviceToken: token, kind: .alert(title: "Paid", body: "Invoice 204"))
        #expect(r.headers["apns-push-type"] == "alert")
    }

    @Test func backgroundPushUsesPriorityFive() throws {
        let r = try builder.request(deviceToken: token, kind: .background(reason: "ledger-changed"))
        #expect(r.headers["apns-priority"] == "5")
    }

    @Test func backgroundPushSetsPushTypeHeader() throws {
        let r = try builder.request(deviceToken: token, kind: .background(reason: "ledger-changed"))
        #expect(r.headers["apns-push-type"] == "background")
    }

    @Test func backgroundPushHasContentAvailable() throws {
        let r = try builder.request(deviceToken: token, kind: .background(reason: "ledger-changed"))
        let json = try JSONSerialization.jsonObject(with: r.body) as? [String: Any]
        #expect((json?["aps"] as? [String: Any])?["content-available"] as? Int == 1)
    }
}
