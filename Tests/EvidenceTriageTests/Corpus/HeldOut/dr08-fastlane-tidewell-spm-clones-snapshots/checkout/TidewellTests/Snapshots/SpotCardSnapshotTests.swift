//
//  SpotCardSnapshotTests.swift
//  TidewellTests
//
//  References recorded on iPhone 16 Pro (iOS 18.5), @3x.
//

import SnapshotTesting
import SwiftUI
import XCTest
@testable import Tidewell

final class SpotCardSnapshotTests: XCTestCase {
    func testSpotCardDefault() {
        let card = SpotCardView(spot: .fixtureSkaill, rating: .good)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13Pro))
    }

    func testSpotCardFlat() {
        let card = SpotCardView(spot: .fixtureSkaill, rating: .flat)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13Pro))
    }
}
