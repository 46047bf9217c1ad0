import Testing
import Shared

@Suite struct PushPayloadTests {
    @Test func iosPayloadHasApnsAlert() {
        let payload = PushPayloadBuilder.shared.delayAlert(token: "t0k", tripId: "ICE-578", minutes: 12)
        let message = payload["message"] as? [String: Any]
        let apns = message?["apns"] as? [String: Any]
        #expect(apns != nil)
    }

    @Test func tripIdIsInData() {
        let payload = PushPayloadBuilder.shared.delayAlert(token: "t0k", tripId: "ICE-578", minutes: 12)
        let data = (payload["message"] as? [String: Any])?["data"] as? [String: Any]
        #expect(data?["tripId"] as? String == "ICE-578")
    }
}
