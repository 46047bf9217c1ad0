import XCTest
@testable import Pinwell

/// Guards the app-group plumbing the share extension depends on. If the app is
/// built without the group entitlement, containerURL returns nil and uploads the
/// extension hands over can never be found by the app.
final class SharedContainerTests: XCTestCase {
    func testAppGroupContainerIsReachable() throws {
        let container = try XCTUnwrap(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier))
        XCTAssertTrue(FileManager.default.isWritableFile(atPath: container.path))
    }

    func testStagingDirectoryIsInsideGroupContainer() throws {
        let staging = try XCTUnwrap(AppGroup.stagingDirectory)
        XCTAssertEqual(staging.lastPathComponent, "UploadStaging")
    }
}
