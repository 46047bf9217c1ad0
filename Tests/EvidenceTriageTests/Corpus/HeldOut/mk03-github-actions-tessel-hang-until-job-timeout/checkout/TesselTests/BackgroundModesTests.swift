import XCTest
@testable import Tessel

/// Guards the built app's Info.plist: the import runs as a BGProcessingTask.
final class BackgroundModesTests: XCTestCase {
    func testProcessingModeEnabled() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes)")
    }
}
