import UIKit
import XCTest
@testable import Fernhill

/// Ported from Ole Begemann's "Testing UIKit accessibility in unit tests":
/// the custom ring must look like a UIProgressView to VoiceOver.
final class ProgressRingAccessibilityTests: XCTestCase {
    func testMatchesSystemProgressViewAccessibility() {
        let system = UIProgressView()
        system.progress = 0.4
        let ring = MoistureRingView()
        ring.progress = 0.4

        XCTAssertTrue(system.isAccessibilityElement)
        XCTAssertEqual(ring.isAccessibilityElement, system.isAccessibilityElement)
        XCTAssertEqual(ring.accessibilityTraits, system.accessibilityTraits)
        XCTAssertEqual(ring.accessibilityValue, "40%")
    }
}
