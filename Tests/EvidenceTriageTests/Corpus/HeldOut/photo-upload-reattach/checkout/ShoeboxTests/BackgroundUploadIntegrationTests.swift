import XCTest
@testable import Shoebox

final class BackgroundUploadIntegrationTests: XCTestCase {
    func testHandleEventsCalledAfterUploadFinishes() throws {
        let appDelegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        let called = expectation(description: "handleEventsForBackgroundURLSession")
        appDelegate.onHandleEvents = { identifier in
            XCTAssertEqual(identifier, UploadSessionFactory.identifier)
            called.fulfill()
        }
        try UploadQueue.shared.enqueue(PhotoAsset.fixture("IMG_0414.HEIC"))
        // Upload goes to the local stub server; the system should call back once it is done.
        wait(for: [called], timeout: 45)
    }
}
