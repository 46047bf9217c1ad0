import UIKit

/// The banner at the top of the library: collapsed while syncing, expanded with a summary afterwards.
final class RefreshBannerView: UIView {
    private let summary = UILabel()
    private var heightConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        summary.numberOfLines = 0
        summary.alpha = 0
        addSubview(summary)
        heightConstraint = heightAnchor.constraint(equalToConstant: 64)
        heightConstraint.isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Expands to show what the last sync did. The height change only happens inside the animation block.
    func showSummary(_ text: String) {
        summary.text = text
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
            self.heightConstraint.constant = 132
            self.summary.alpha = 1
            self.superview?.layoutIfNeeded()
        }
    }
}
