import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quire

final class DigestCardSnapshotTests: XCTestCase {
    private func card() -> some View {
        DigestCardView(issue: .fixture(title: "The Weekly Fold", unread: 12, publishedDaysAgo: 1))
            .frame(width: 390)
    }

    func testDigestCardLight() {
        withSnapshotTesting(record: SnapshotConfig.record) {
            assertSnapshot(of: card(), as: .image(precision: SnapshotConfig.precision,
                                                  perceptualPrecision: SnapshotConfig.perceptualPrecision,
                                                  layout: .device(config: SnapshotConfig.device),
                                                  traits: .init(userInterfaceStyle: .light)))
        }
    }

    func testDigestCardDark() {
        withSnapshotTesting(record: SnapshotConfig.record) {
            assertSnapshot(of: card(), as: .image(precision: SnapshotConfig.precision,
                                                  perceptualPrecision: SnapshotConfig.perceptualPrecision,
                                                  layout: .device(config: SnapshotConfig.device),
                                                  traits: .init(userInterfaceStyle: .dark)))
        }
    }
}
