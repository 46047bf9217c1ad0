import SnapshotTesting
import SwiftUI
import XCTest
@testable import Trailmix

final class RouteFilterSnapshotTests: XCTestCase {
    func testDifficultyChips() {
        let chips = DifficultyChips(selection: .constant([.moderate]))
            .frame(width: 390)
        assertSnapshot(of: chips, as: .image(layout: .sizeThatFits))
    }

    func testDistanceSlider() {
        let slider = DistanceFilterSlider(maxKilometres: .constant(12), range: 1...40)
            .padding()
            .frame(width: 390)
        assertSnapshot(of: slider, as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits))
    }
}
