import XCTest
import SnapshotTesting
import SwiftUI
@testable import TidewiseWidget

final class TideWidgetSnapshotTests: XCTestCase {
    func testSmallFamilySnapshot() {
        assertSnapshot(of: TideWidgetView(entry: .placeholder(for: .systemSmall)).frame(width: 155, height: 155), as: .image)
    }
    func testMediumFamilySnapshot() {
        assertSnapshot(of: TideWidgetView(entry: .placeholder(for: .systemMedium)).frame(width: 329, height: 155), as: .image(precision: 0.998))
    }
}
