import SnapshotTesting
import UIKit
import XCTest
@testable import Tallybook

final class ReceiptCardSnapshotTests: XCTestCase {
    private func makeCard(_ density: ReceiptCardView.Density) -> UIView {
        let card = ReceiptCardView(density: density)
        card.configure(merchant: "Corner Bakery", amount: "€12.50", date: "14 May 2025",
                       logo: UIImage(systemName: "cup.and.saucer.fill"))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        container.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            card.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        container.frame.size.height = card.frame.height
        return container
    }

    func testReceiptCardRegularLayout() {
        assertSnapshot(of: makeCard(.regular), as: .image)
    }

    func testReceiptCardCompactLayout() {
        assertSnapshot(of: makeCard(.compact), as: .image)
    }

    func testReceiptCardDarkMode() {
        let card = makeCard(.regular)
        card.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: card, as: .image)
    }
}
