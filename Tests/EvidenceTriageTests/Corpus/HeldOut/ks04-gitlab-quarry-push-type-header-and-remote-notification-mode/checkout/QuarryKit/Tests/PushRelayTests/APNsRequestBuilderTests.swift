import Foundation
import Testing
@testable import PushRelay

@Suite struct APNsRequestBuilderTests {
    let builder = APNsRequestBuilder(topic: "com.quarry.app")

    @Test func backgroundPushHasContentAvailable() throws {
        let request = try builder.backgroundPush(deviceToken: "a1b2", payload: [:])
        let body = try JSONSerialization.jsonObject(with: request.httpBody!) as! [String: Any]
        #expect((body["aps"] as? [String: Int])?["content-available"] == 1)
    }

    @Test func backgroundPushSetsPushTypeHeader() throws {
        let request = try builder.backgroundPush(deviceToken: "a1b2", payload: [:])
        #expect(request.value(forHTTPHeaderField: "apns-push-type") == "background")
    }

    @Test func backgroundPushUsesPriorityFive() throws {
        let request = try builder.backgroundPush(deviceToken: "a1b2", payload: [:])
        #expect(request.value(forHTTPHeaderField: "apns-priority") == "5")
    }
}
