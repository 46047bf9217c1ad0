import XCTest
@testable import Courtside

final class ActivityTokenUploaderTests: XCTestCase {
    func testUploadsPushTokenOnce() {
        let relay = StubRelayClient(latency: 0.05)
        let uploader = ActivityTokenUploader(client: relay)
        let token = Data([0x80, 0x4e, 0x8b, 0x82, 0xe0, 0x02])
        uploader.tokenChanged(activityID: "A1", token: token)
        uploader.tokenChanged(activityID: "A1", token: token)
        relay.waitForIdle(timeout: 1)
        XCTAssertEqual(relay.registrations.count, 1)
    }
}
