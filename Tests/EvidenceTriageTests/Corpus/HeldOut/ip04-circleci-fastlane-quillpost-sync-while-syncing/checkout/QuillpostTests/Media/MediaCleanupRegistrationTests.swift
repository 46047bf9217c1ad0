import XCTest
@testable import Quillpost

final class MediaCleanupRegistrationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "MediaCleanupRegistrationTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
    }

    func testOpeningMediaLibraryRegistersCleanupTask() {
        let viewModel = MediaLibraryViewModel(store: .inMemory())
        viewModel.load()
        XCTAssertTrue(BackgroundTaskLog.registeredIdentifiers.contains(MediaLibraryViewModel.cleanupIdentifier))
    }
}
