import XCTest
import SnapshotTesting
@testable import Pennant

/// The test plan's configurations set SNAPSHOT_APPEARANCE (Light / Dark);
/// references live in __Snapshots__/ and are recorded per device family.
final class TransferCardSnapshotTests: XCTestCase {
    private var style: UIUserInterfaceStyle {
        ProcessInfo.processInfo.environment["SNAPSHOT_APPEARANCE"] == "dark" ? .dark : .light
    }
    private var device: String { UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    private func card() -> UIView {
        let view = TransferCardView(transfer: Transfer(payee: "Kestrel Energy", dateText: "Tue 14 Apr", amountText: "+£42.10"))
        view.frame = CGRect(x: 0, y: 0, width: 358, height: 76)
        return view
    }

    func testTransferCardLight() {
        guard style == .light else { return }
        assertSnapshot(of: card(), as: .image(precision: 0.995, perceptualPrecision: 0.98, traits: .init(userInterfaceStyle: .light)), named: device)
    }

    func testTransferCardDark() {
        guard style == .dark else { return }
        assertSnapshot(of: card(), as: .image(precision: 0.995, perceptualPrecision: 0.98, traits: .init(userInterfaceStyle: .dark)), named: device)
    }

    /// Dynamic Type layout only; recorded in light appearance.
    func testTransferCardLargeText() {
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .light), .init(preferredContentSizeCategory: .accessibilityLarge)])
        let view = card()
        view.frame.size.height = 132
        assertSnapshot(of: view, as: .image(precision: 0.995, perceptualPrecision: 0.98, traits: traits), named: "\(device)-light")
    }
}
