import UIKit

/// The cloud badge in the notes list header. Spins while a sync runs.
final class SyncBadgeView: UIView {

    private let icon = UIImageView(image: UIImage(systemName: "arrow.triangle.2.circlepath"))
    private static let spinKey = "qm.sync.spin"

    var isSyncing = false {
        didSet { isSyncing ? startSpinning() : stopSpinning() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(icon)
        accessibilityIdentifier = "sync-badge"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1.2
        spin.repeatCount = .infinity
        icon.layer.add(spin, forKey: Self.spinKey)
        icon.isHidden = false
        accessibilityValue = "syncing"
    }

    private func stopSpinning() {
        // Hide the icon once the sync finishes.
        icon.isHidden = true
        accessibilityValue = "synced"
    }
}
