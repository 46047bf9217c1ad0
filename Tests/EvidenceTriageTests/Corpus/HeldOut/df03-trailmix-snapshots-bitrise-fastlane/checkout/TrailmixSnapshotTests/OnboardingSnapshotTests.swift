import SnapshotTesting
import SwiftUI
import XCTest
@testable import Trailmix

final class OnboardingSnapshotTests: XCTestCase {
    func testWelcomeCard() {
        // Card with the "Start exploring" .borderedProminent button and a system Stepper.
        let card = WelcomeCard(userName: "Robin", savedTrails: 3)
            .frame(width: 390)
        assertSnapshot(of: card, as: .image(layout: .sizeThatFits))
    }
}
