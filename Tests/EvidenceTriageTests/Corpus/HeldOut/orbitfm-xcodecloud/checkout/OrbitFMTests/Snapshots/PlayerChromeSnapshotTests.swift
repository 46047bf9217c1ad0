//
//  PlayerChromeSnapshotTests.swift
//  OrbitFMTests
//

import SnapshotTesting
import SwiftUI
import XCTest
@testable import OrbitFM

@MainActor
final class PlayerChromeSnapshotTests: XCTestCase {

    func testMiniPlayerCollapsed() {
        let view = MiniPlayerView(state: .preview(episode: .fixture(title: "Ep. 212 - Tides"), isPlaying: true))
            .frame(width: 390, height: 72)
        assertBundledSnapshot(of: view, as: .image(layout: .fixed(width: 390, height: 72)))
    }
}
