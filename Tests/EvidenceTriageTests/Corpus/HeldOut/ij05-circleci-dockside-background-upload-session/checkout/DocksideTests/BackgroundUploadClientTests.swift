import Alamofire
import XCTest
@testable import Dockside

final class BackgroundUploadClientTests: XCTestCase {
    func testSmallFilesUseForegroundSession() {
        let client = BackgroundUploadClient()
        XCTAssertNil(client.session(forFileSize: 1_024).session.configuration.identifier)
    }

    func testClientUsesBackgroundSessionForLargeFiles() {
        let client = BackgroundUploadClient()
        let session = client.session(forFileSize: 64 * 1024 * 1024)
        XCTAssertEqual(session.session.configuration.identifier, BackgroundUploadClient.backgroundIdentifier)
    }
}
