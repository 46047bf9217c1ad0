import XCTest
@testable import BramblecastShareKit

final class ShareUploadSessionTests: XCTestCase {
    func testUsesBackgroundIdentifier() {
        XCTAssertEqual(ShareUploadSession().configuration.identifier, "com.bramblecast.share.uploads")
    }

    func testShareSessionUsesAppGroupContainer() {
        let upload = ShareUploadSession()
        XCTAssertEqual(upload.configuration.sharedContainerIdentifier, "group.com.bramblecast.shared")

        let invalidated = expectation(description: "session stays valid")
        invalidated.isInverted = true
        upload.onInvalidate = { _ in invalidated.fulfill() }
        upload.start()
        wait(for: [invalidated], timeout: 3)
        XCTAssertNil(upload.invalidationError)
    }
}
