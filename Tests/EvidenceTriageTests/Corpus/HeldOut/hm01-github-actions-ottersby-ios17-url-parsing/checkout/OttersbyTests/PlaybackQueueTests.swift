//
//  PlaybackQueueTests.swift
//  OttersbyTests
//

import XCTest
@testable import Ottersby

final class PlaybackQueueTests: XCTestCase {
    private var defaults: UserDefaults!

    override func setUp() {
        super.setUp()
        defaults = UserDefaults(suiteName: "PlaybackQueueTests")!
        defaults.removePersistentDomain(forName: "PlaybackQueueTests")
    }

    func testResumePositionPersistsAcrossRelaunch() {
        PlaybackPositionStore(defaults: defaults).save(312.5, for: "ep-10")
        // A fresh store stands in for the relaunched app.
        let relaunched = PlaybackPositionStore(defaults: defaults)
        XCTAssertEqual(relaunched.position(for: "ep-10"), 312.5)
    }

    func testUnknownEpisodeStartsAtZero() {
        XCTAssertEqual(PlaybackPositionStore(defaults: defaults).position(for: "nope"), 0)
    }
}
