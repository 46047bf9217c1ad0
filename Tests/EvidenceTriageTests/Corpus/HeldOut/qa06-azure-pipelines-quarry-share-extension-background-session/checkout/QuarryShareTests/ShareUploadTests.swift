import XCTest
@testable import QuarryShare

final class ShareUploadTests: XCTestCase {
    func testExtensionUsesDistinctSessionIdentifier() {
        let app = UploadSessionFactory.configuration(forExtension: false).identifier
        let ext = UploadSessionFactory.configuration(forExtension: true).identifier
        XCTAssertNotEqual(app, ext)
    }

    func testExtensionSessionConfiguredWithAppGroup() {
        let config = UploadSessionFactory.configuration(forExtension: true)
        XCTAssertEqual(config.sharedContainerIdentifier, "group.com.quarry.app")
    }
}
