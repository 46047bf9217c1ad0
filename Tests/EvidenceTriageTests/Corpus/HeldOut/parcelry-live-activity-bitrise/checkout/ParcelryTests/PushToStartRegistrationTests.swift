import XCTest
import ActivityKit
@testable import Parcelry

final class PushToStartRegistrationTests: XCTestCase {

    func testRegistrarForwardsEveryTokenOnce() async throws {
        let uploader = RecordingTokenUploader()
        let registrar = PushToStartRegistrar(uploader: uploader, tokens: .stub([Data([0x01]), Data([0x01]), Data([0x02])]))
        await registrar.drainForTesting()
        XCTAssertEqual(uploader.uploadedHexTokens, ["01", "02"])
    }

    /// Integration: on a real ActivityKit stack the first push-to-start token should reach the
    /// backend shortly after launch so the server can start a delivery activity remotely.
    func testPushToStartTokenUploadedWithinTenSeconds() async throws {
        XCTAssertTrue(ActivityAuthorizationInfo().areActivitiesEnabled)
        let uploader = RecordingTokenUploader()
        let registrar = PushToStartRegistrar(uploader: uploader)   // live Activity<DeliveryAttributes>.pushToStartTokenUpdates
        registrar.start()

        await fulfillment(of: [uploader.firstUpload], timeout: 10)
        XCTAssertEqual(uploader.uploadedHexTokens.count, 1)
    }
}
