//
//  BackgroundCapabilityTests.swift
//  BrambleTests
//
//  Runs inside the Bramble.app test host, so Bundle.main is the BUILT app and its
//  Info.plist has every build setting expanded.
//

import XCTest

final class BackgroundCapabilityTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testBuiltPlistDeclaresAudioBackgroundMode() {
        XCTAssertTrue(backgroundModes.contains("audio"),
                      "UIBackgroundModes of the built app: \(backgroundModes)")
    }

    func testBuiltPlistDeclaresFetchForEpisodeRefresh() {
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }

    func testBuiltPlistPermitsEpisodeRefreshIdentifier() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains("com.brambleaudio.radio.episode-refresh"))
    }
}
