import XCTest
@testable import Stillwater

final class LibraryDestinationPersistenceTests: XCTestCase {
    func testDestinationPersistsAcrossRelaunch() {
        let settings = SettingsStore(suiteName: "destination-\(UUID())")
        LibraryViewModel(settings: settings).select(.playlists)

        // Rebuild the view model until it sees the debounced write, up to 3 s.
        let deadline = Date().addingTimeInterval(3)
        var seen = LibraryViewModel(settings: settings).destination
        while seen != .playlists, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            seen = LibraryViewModel(settings: settings).destination
        }
        XCTAssertEqual(seen, .playlists, "destination not persisted within 3.0 s")
    }
}
