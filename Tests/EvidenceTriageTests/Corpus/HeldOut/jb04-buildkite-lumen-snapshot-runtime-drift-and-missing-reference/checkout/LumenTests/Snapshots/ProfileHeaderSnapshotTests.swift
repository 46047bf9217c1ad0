import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lumen

final class ProfileHeaderSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        SnapshotEnvironment.assertReferenceDevice()
    }

    func testDefault() {
        let view = ProfileHeaderView(profile: .fixture(name: "Ines Calado", plan: .team))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 1, perceptualPrecision: 0.995))
    }

    func testDarkMode() {
        let view = ProfileHeaderView(profile: .fixture(name: "Ines Calado", plan: .team))
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13, precision: 1, perceptualPrecision: 0.995))
    }
}
