//
//  StationCardSnapshotTests.swift
//  TidewellTests
//

import iOSSnapshotTestCase
import SwiftUI
@testable import Tidewell

final class StationCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testStationCardLightMode() {
        let host = UIHostingController(rootView: StationCard(station: .fixtureLeith, tides: .fixtureSpring))
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 180)
        host.overrideUserInterfaceStyle = .light
        FBSnapshotVerifyView(host.view)
    }

    func testStationCardDarkMode() {
        let host = UIHostingController(rootView: StationCard(station: .fixtureLeith, tides: .fixtureSpring))
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 180)
        host.overrideUserInterfaceStyle = .dark
        FBSnapshotVerifyView(host.view)
    }
}
