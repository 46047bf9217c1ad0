import XCTest
@testable import Larchbox

final class UploadSessionDelegateTests: XCTestCase {
    func testSuccessfulCompletionCallsTrackedCallback() {
        let store = InMemoryUploadStateStore()
        let delegate = UploadSessionDelegate(store: store)
        var result: Result<Void, Error>?
        delegate.track(taskIdentifier: 7) { result = $0 }
        delegate.handleCompletion(taskIdentifier: 7, description: "IMG_2041", statusCode: 201, error: nil)
        XCTAssertNotNil(try? result?.get())
    }

    /// After the system relaunches the app for session events, the delegate is a new
    /// object: nothing it tracked in the previous process exists any more.
    func testCompletionAfterRelaunchMarksAssetUploaded() {
        let store = InMemoryUploadStateStore()
        store.add(.fixture("IMG_2041"), state: .uploading)
        let relaunchedDelegate = UploadSessionDelegate(store: store)

        relaunchedDelegate.handleCompletion(taskIdentifier: 3, description: "IMG_2041",
                                            statusCode: 201, error: nil)

        XCTAssertEqual(store.state(of: "IMG_2041"), .uploaded)
    }

    func testServerErrorKeepsAssetRetryable() {
        let store = InMemoryUploadStateStore()
        let delegate = UploadSessionDelegate(store: store)
        var result: Result<Void, Error>?
        delegate.track(taskIdentifier: 9) { result = $0 }
        delegate.handleCompletion(taskIdentifier: 9, description: "IMG_2043", statusCode: 503, error: nil)
        XCTAssertThrowsError(try result?.get())
    }
}
