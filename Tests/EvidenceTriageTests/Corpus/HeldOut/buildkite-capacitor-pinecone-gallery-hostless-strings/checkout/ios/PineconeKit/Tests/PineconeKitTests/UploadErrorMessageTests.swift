import XCTest
@testable import PineconeKit

final class UploadErrorMessageTests: XCTestCase {
    func testOfflineErrorMessage() {
        let message = UploadError.offline.localizedDescription
        XCTAssertEqual(message, "Vous êtes hors ligne. Les photos seront envoyées plus tard.")
    }

    func testQuotaErrorMessage() {
        let message = UploadError.quotaExceeded(limitMB: 500).localizedDescription
        XCTAssertEqual(message, "Quota de 500 Mo atteint.")
    }
}
