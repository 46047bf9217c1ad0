import XCTest
@testable import Murmur

/// Reads the Info.plist of the built app (the test host), not the source plist.
final class BuildConfigurationTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBackgroundModesDeclareAudio() {
        XCTAssertTrue(backgroundModes.contains("audio"), "UIBackgroundModes = \(backgroundModes)")
    }

    func testFeedRefreshIdentifierPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains("net.quietcove.murmur.feed-refresh"))
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }
}
