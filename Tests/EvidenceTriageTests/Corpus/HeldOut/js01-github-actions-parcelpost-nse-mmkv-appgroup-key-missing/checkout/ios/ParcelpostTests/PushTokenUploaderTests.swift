import XCTest
@testable import Parcelpost

final class PushTokenUploaderTests: XCTestCase {
    func testSkipsUploadWhenTokenUnchanged() async throws {
        let api = StubPushAPI(responses: [200])
        let uploader = PushTokenUploader(api: api, lastToken: "abc")
        try await uploader.upload(token: "abc")
        XCTAssertEqual(api.calls, 0)
    }

    func testRetriesOnceAfterServiceUnavailable() {
        let api = StubPushAPI(responses: [503, 200])
        let secondAttempt = expectation(description: "second upload attempt")
        api.onCall = { n in if n == 2 { secondAttempt.fulfill() } }
        let uploader = PushTokenUploader(api: api, lastToken: nil, retryDelay: .milliseconds(800))

        Task { try? await uploader.upload(token: "f00d") }

        // retryDelay 800 ms + a real URLSession-free stub; 1 s is tight on a busy runner
        wait(for: [secondAttempt], timeout: 1)
        XCTAssertEqual(api.calls, 2)
    }
}
