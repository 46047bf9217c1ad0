import UIKit

final class TileCell: UICollectionViewCell {
    func configure(title: String, pinned: Bool) {
        accessibilityIdentifier = "home.tile.\(tag)"
        // Localized VoiceOver label since 4.2: "<title>, pinned"
        accessibilityLabel = pinned ? String(format: String(localized: "home.tile.pinned.a11y"), title) : title
    }
}
