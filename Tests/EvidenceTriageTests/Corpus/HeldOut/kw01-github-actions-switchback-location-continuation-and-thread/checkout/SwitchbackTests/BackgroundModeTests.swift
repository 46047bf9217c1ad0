import XCTest
@testable import Switchback

final class BackgroundModeTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testInfoPlistDeclaresFetchForTrackUpload() {
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testInfoPlistDeclaresLocationBackgroundMode() {
        // Recording keeps running with the screen off (allowsBackgroundLocationUpdates = true).
        XCTAssertTrue(modes.contains("location"), "UIBackgroundModes is \(modes); background recording needs \"location\"")
    }
}
