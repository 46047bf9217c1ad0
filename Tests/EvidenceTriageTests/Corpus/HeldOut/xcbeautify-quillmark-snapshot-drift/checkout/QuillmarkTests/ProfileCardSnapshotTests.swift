//
//  ProfileCardSnapshotTests.swift
//

import XCTest
import SwiftUI
import SnapshotTesting
@testable import Quillmark

final class ProfileCardSnapshotTests: XCTestCase {
    func testLargeLayout() {
        let card = ProfileCardView(profile: .fixture)
        let host = UIHostingController(rootView: card)
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 220)
        assertSnapshot(of: host, as: .image(precision: 0.99))
    }

}
