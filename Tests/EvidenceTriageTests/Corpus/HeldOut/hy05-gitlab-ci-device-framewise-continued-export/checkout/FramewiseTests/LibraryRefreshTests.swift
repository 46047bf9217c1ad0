import XCTest
@testable import Framewise

final class LibraryRefreshTests: XCTestCase {

    func testLibraryRefreshRegistersOnFirstOpen() {
        let library = LibraryViewController()
        library.loadViewIfNeeded()
        XCTAssertTrue(DiagnosticsRecorder.shared.records(for: LibraryViewController.syncTaskIdentifier)
            .contains { $0.phase == "registration" && $0.outcome == "succeeded" })
    }
}
