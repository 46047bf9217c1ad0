import XCTest
@testable import ParleyShareEngine

final class PRSharingSessionTests: XCTestCase {

    func testThatItUsesTheHostBundleForTheSessionIdentifier() throws {
        let sut = try PRSharingSession(applicationGroupIdentifier: "group.com.parley.shared",
                                       hostBundleIdentifier: "com.parley.app",
                                       environment: .staging)
        XCTAssertEqual(sut.transportSession.backgroundConfiguration.identifier, "com.parley.app.share-upload")
    }

    func testThatItUploadsImageThroughBackgroundSessionInAppGroupContainer() throws {
        let sut = try PRSharingSession(applicationGroupIdentifier: "group.com.parley.shared",
                                       hostBundleIdentifier: "com.parley.app",
                                       environment: .staging)
        // Background sessions created by the share extension fail every task
        // with -995 unless they point at the app group container.
        XCTAssertEqual(sut.transportSession.backgroundConfiguration.sharedContainerIdentifier,
                       "group.com.parley.shared")
    }
}
