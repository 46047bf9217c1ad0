import UIKit

final class MeterTileView: UIView {
    private let liveDot = UIView()
    let updatedBadge = UILabel()

    func showRefreshed() {
        // Pulse the live dot, then reveal the badge when the pulse finishes.
        UIView.animate(withDuration: 0.6, delay: 0, options: [.autoreverse, .repeat, .allowUserInteraction]) {
            self.liveDot.alpha = 0.2
        } completion: { _ in
            self.updatedBadge.text = "Updated just now"
            self.updatedBadge.isHidden = false
        }
    }
}
