import XCTest
@testable import Lumenpost

@MainActor
final class UploadOperationTests: XCTestCase {
    func testCompletedUploadEndsBackgroundTask() {
        let host = FakeBackgroundTaskHost()
        let transfer = FakePhotoTransfer(completesImmediately: true)
        UploadOperation(photoID: "IMG_0412", host: host, transfer: transfer).main()
        XCTAssertEqual(host.unendedTasks, [])
    }

    func testExpirationEndsTaskAfterOwnerDeallocated() {
        let host = FakeBackgroundTaskHost()
        let transfer = FakePhotoTransfer(completesImmediately: false)
        autoreleasepool {
            let operation = UploadOperation(photoID: "IMG_0413", host: host, transfer: transfer)
            operation.main()
        } // the queue dropped the operation; its upload is still in flight

        host.expireAll()

        XCTAssertEqual(host.unendedTasks.count, 0,
                       "background task \(host.unendedTasks.map(\.rawValue)) was never ended; UIKit would kill the app")
    }
}
