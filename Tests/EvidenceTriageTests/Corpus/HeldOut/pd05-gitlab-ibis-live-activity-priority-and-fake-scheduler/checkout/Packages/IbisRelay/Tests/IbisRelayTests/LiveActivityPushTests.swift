import Testing
@testable import IbisRelay

@Suite struct LiveActivityPushTests {
    let builder = LiveActivityPushBuilder(topic: "com.ibisparcel.ibis.push-type.liveactivity")

    @Test func silentUpdateUsesPowerConservingPriority() {
        let request = builder.request(event: .update, silent: true, state: .fixture)
        #expect(request.headers["apns-priority"] == "5")
    }

    @Test func startEventUsesImmediatePriority() {
        let request = builder.request(event: .start, silent: true, state: .fixture)
        #expect(request.headers["apns-priority"] == "10")
    }

    @Test func endEventUsesImmediatePriority() {
        let request = builder.request(event: .end, silent: true, state: .fixture)
        #expect(request.headers["apns-priority"] == "10")
    }
}
