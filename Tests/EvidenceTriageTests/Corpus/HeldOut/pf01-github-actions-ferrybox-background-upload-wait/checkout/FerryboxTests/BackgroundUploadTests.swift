import XCTest
@testable import Ferrybox

final class BackgroundUploadTests: XCTestCase {
    var uploader: BackgroundUploader!

    override func setUp() {
        super.setUp()
        uploader = BackgroundUploader(sessionIdentifier: "com.ferrybox.upload.bg")
    }

    func testRefreshScheduledOnBackground() throws {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(RefreshScheduler.shared.lastSubmittedIdentifier, "com.ferrybox.app.refresh")
    }

    func testUploadFinishesAfterBackgrounding() throws {
        let file = try Fixtures.copy("receipt-0932.pdf")
        let done = expectation(description: "background upload completed")
        uploader.onTaskCompleted = { _, error in
            XCTAssertNil(error)
            done.fulfill()
        }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        uploader.enqueue(fileURL: file, to: URL(string: "https://api.ferrybox.test/v2/blobs")!)
        wait(for: [done], timeout: 30)
    }
}
