import XCTest
@testable import Steplark

final class ObserverUpdateHandlerTests: XCTestCase {
    func testCompletionHandlerCalledAfterSuccessfulUpload() {
        let handler = ObserverUpdateHandler(uploader: StubUploader(result: .success(3)), anchorStore: .inMemory())
        let done = expectation(description: "HealthKit completion")
        handler.handleUpdate(error: nil) { done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testCompletionHandlerCalledWhenUploadFails() {
        let handler = ObserverUpdateHandler(uploader: StubUploader(result: .failure(URLError(.notConnectedToInternet))),
                                            anchorStore: .inMemory())
        let done = expectation(description: "HealthKit completion called even though the upload failed")
        handler.handleUpdate(error: nil) { done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testAnchorAdvancesOnlyAfterUpload() {
        let store = AnchorStore.inMemory()
        let handler = ObserverUpdateHandler(uploader: StubUploader(result: .failure(URLError(.timedOut))), anchorStore: store)
        handler.handleUpdate(error: nil) {}
        XCTAssertNil(store.anchor)
    }
}
