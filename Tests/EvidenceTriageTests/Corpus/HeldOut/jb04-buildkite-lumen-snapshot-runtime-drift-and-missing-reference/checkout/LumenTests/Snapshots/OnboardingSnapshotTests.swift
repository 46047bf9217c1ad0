import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lumen

final class OnboardingSnapshotTests: XCTestCase {
    func testWelcomePage() {
        let view = OnboardingPage.welcome.makeView()
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testScanPage() {
        let view = OnboardingPage.scan.makeView()
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }
}
