import UIKit

final class SyncStatusView: UIView {
    enum State: Equatable { case idle, refreshing(progress: Double) }

    private let ring = CAShapeLayer()

    var state: State = .idle {
        didSet { apply() }
    }

    private func apply() {
        ring.removeAllAnimations()
        switch state {
        case .idle:
            ring.strokeEnd = 1
        case .refreshing(let progress):
            ring.strokeEnd = progress
            // Indeterminate rotation; whatever frame it is on when the view is captured is what a snapshot sees.
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.toValue = Double.pi * 2
            spin.duration = 1.2
            spin.repeatCount = .infinity
            ring.add(spin, forKey: "spin")
        }
    }
}
