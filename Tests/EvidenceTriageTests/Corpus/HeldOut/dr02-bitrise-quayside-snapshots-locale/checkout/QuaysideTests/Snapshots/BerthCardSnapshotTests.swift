//
//  BerthCardSnapshotTests.swift
//  QuaysideTests
//

import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quayside

final class BerthCardSnapshotTests: XCTestCase {
    private let berth = Berth.fixture(id: "P-14", lengthMetres: 12.5, status: .held(until: .fixtureNoon))

    override func setUpWithError() throws {
        // References are recorded in English on iPhone 13 (iOS 18.5) only.
        try XCTSkipUnless(Locale.current.language.languageCode == .english, "snapshots recorded in English only")
    }

    func testBerthCardCompactLight() {
        let view = BerthCardView(berth: berth).environment(\.colorScheme, .light)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testBerthCardCompactDark() {
        let view = BerthCardView(berth: berth).environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testBerthCardAccessibilityXL() {
        let view = BerthCardView(berth: berth).environment(\.dynamicTypeSize, .accessibility3)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }
}
