import XCTest
@testable import HarborShareKit

final class ShareUploadSessionTests: XCTestCase {
    func testExtensionUploadSessionUsesSharedContainer() throws {
        let exp = expectation(description: "upload task created")
        let uploader = ShareUploader(appGroup: "group.com.harborfm.player")
        uploader.upload(clipAt: ShareFixtures.clipURL) { result in
            if case .success = result { exp.fulfill() }
        }
        let outcome = XCTWaiter.wait(for: [exp], timeout: 10)
        XCTAssertEqual(outcome, .completed, "share upload never started: \(uploader.lastError?.localizedDescription ?? "no error")")
    }
}

