import XCTest
@testable import Pinwell

final class UploadSessionRegistryTests: XCTestCase {
    func testConfigurationUsesSharedContainer() {
        let configuration = UploadSessionRegistry.configuration(for: .shareExtension)
        XCTAssertEqual(configuration.sharedContainerIdentifier, "group.com.ferncastle.pinwell")
    }

    /// Only one process can be connected to a background session at a time; a
    /// second process that connects gets its session invalidated with
    /// NSURLErrorBackgroundSessionInUseByAnotherProcess. App and extension must not share.
    func testAppAndExtensionUseDistinctIdentifiers() {
        let app = UploadSessionRegistry.sessionIdentifier(for: .app)
        let share = UploadSessionRegistry.sessionIdentifier(for: .shareExtension)
        XCTAssertNotEqual(app, share)
    }
}
