import XCTest
@testable import Quayside

final class PushTokenUploaderTests: XCTestCase {
    func testTokenUploadRetriesOnce() {
        let api = FlakyOnceAPI()
        let uploader = PushTokenUploader(api: api, backoff: .milliseconds(200))
        let done = expectation(description: "uploaded")
        uploader.upload(token: Data([0xde, 0xad, 0xbe, 0xef])) { result in
            if case .success = result { done.fulfill() }
        }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(api.calls, 2)
    }
}
