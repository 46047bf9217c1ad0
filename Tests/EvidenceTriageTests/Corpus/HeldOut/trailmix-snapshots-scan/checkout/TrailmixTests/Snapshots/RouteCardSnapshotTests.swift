//
//  RouteCardSnapshotTests.swift
//  TrailmixTests
//
//  References live in __Snapshots__/RouteCardSnapshotTests and were recorded
//  on the team's reference simulator (see fastlane/Scanfile).
//

import SnapshotTesting
import SwiftUI
import XCTest
@testable import Trailmix
@testable import TrailmixUI

final class RouteCardSnapshotTests: XCTestCase {

    override func invokeTest() {
        withSnapshotTesting(record: .never) {
            super.invokeTest()
        }
    }

    func testRouteCardLight() {
        let card = RouteCardView(route: .fixture(named: "Lost Lake Loop"))
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13Pro)))
    }

    func testRouteCardDarkMode() {
        let controller = UIHostingController(rootView: RouteCardView(route: .fixture(named: "Lost Lake Loop")))
        controller.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: controller, as: .image, named: "dark")
    }

    func testRouteCardElevationProfile() {
        let card = RouteCardView(route: .fixture(named: "Ridge Traverse"), showsProfile: true)
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13Pro)))
    }
}
