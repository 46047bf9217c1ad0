import XCTest
@testable import Quaymark

final class PhotoUploadQueueTests: XCTestCase {
    func testTimeoutIsRetried() {
        XCTAssertEqual(PhotoUploadQueue.classify(URLError(.timedOut)), .retryable)
    }

    func testBadServerResponseIsPermanent() {
        XCTAssertEqual(PhotoUploadQueue.classify(URLError(.badServerResponse)), .permanent)
    }

    func testBackgroundSessionDisconnectIsRetried() {
        // nsurlsessiond reports -997 "Lost connection to background transfer service" when it drops
        // the app's connection; the transfer can be re-enqueued on the re-created session.
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorBackgroundSessionWasDisconnected,
                            userInfo: [NSLocalizedDescriptionKey: "Lost connection to background transfer service"])
        XCTAssertEqual(PhotoUploadQueue.classify(error), .retryable)
    }
}
