//
//  UploadQueueRelaunchTests.swift
//  QuillfeatherTests
//

import XCTest
@testable import Quillfeather

final class UploadQueueRelaunchTests: XCTestCase {

    func testSuccessfulResponseMarksUploaded() {
        let queue = UploadQueue()
        queue.enqueue(assetID: "IMG_0001")
        queue.markStarted(assetID: "IMG_0001")
        queue.taskDidComplete(assetID: "IMG_0001", statusCode: 201, error: nil)
        XCTAssertEqual(queue.records["IMG_0001"]?.state, .uploaded)
    }

    func testServerErrorRequeuesUntilMaxAttempts() {
        let queue = UploadQueue()
        queue.enqueue(assetID: "IMG_0002")
        queue.markStarted(assetID: "IMG_0002")
        queue.taskDidComplete(assetID: "IMG_0002", statusCode: 503, error: nil)
        XCTAssertEqual(queue.records["IMG_0002"]?.state, .queued)
    }

    func testExplicitUserCancelIsNotRetried() {
        let queue = UploadQueue()
        queue.enqueue(assetID: "IMG_0003")
        queue.markStarted(assetID: "IMG_0003")
        let error = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        queue.taskDidComplete(assetID: "IMG_0003", statusCode: nil, error: error)
        XCTAssertEqual(queue.records["IMG_0003"]?.state, .failed)
    }

    /// When the user force-quits the app, nsurlsessiond cancels the app's
    /// background tasks and, on the next launch, delivers
    /// didCompleteWithError with NSURLErrorCancelled and
    /// NSURLErrorBackgroundTaskCancelledReasonKey = .userForceQuitApplication (0).
    /// Those uploads were not abandoned and must go back into the queue.
    func testUploadCancelledByUserForceQuitIsRequeued() {
        let queue = UploadQueue()
        queue.enqueue(assetID: "IMG_0004")
        queue.markStarted(assetID: "IMG_0004")
        let error = NSError(domain: NSURLErrorDomain,
                            code: NSURLErrorCancelled,
                            userInfo: [
                                NSURLErrorBackgroundTaskCancelledReasonKey:
                                    NSURLErrorCancelledReasonUserForceQuitApplication,
                                NSURLErrorFailingURLStringErrorKey: "https://upload.quillfeather.test/v2/assets",
                            ])
        queue.taskDidComplete(assetID: "IMG_0004", statusCode: nil, error: error)
        XCTAssertEqual(queue.records["IMG_0004"]?.state, .queued,
                       "force-quit cancellation must re-enqueue the asset")
    }
}
