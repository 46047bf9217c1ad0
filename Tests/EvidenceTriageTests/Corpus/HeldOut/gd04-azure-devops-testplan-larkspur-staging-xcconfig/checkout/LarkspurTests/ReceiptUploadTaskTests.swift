import XCTest
@testable import Larkspur

final class ReceiptUploadTaskTests: XCTestCase {

    func testReceiptUploadIdentifierUsesBundlePrefix() {
        let center = BackgroundTaskCenter.shared
        XCTAssertTrue(center.receiptUpload.hasPrefix(Bundle.main.bundleIdentifier!))
    }

    func testReceiptUploadTaskRegistered() {
        let center = BackgroundTaskCenter.shared
        XCTAssertTrue(center.registered.contains(center.receiptUpload),
                      "\(center.receiptUpload) was not registered at launch")
    }
}
