import CoreGraphics
import Foundation

/// Turns raw head-unit touch events into single taps, double taps and pans.
final class HeadUnitTouchManager {
    weak var delegate: TouchManagerDelegate?
    let tapTimeThreshold: TimeInterval
    let tapDistanceThreshold: CGFloat
    private var singleTapTimer: Timer?
    private var firstTapPoint: CGPoint?

    init(tapTimeThreshold: TimeInterval, tapDistanceThreshold: CGFloat) {
        self.tapTimeThreshold = tapTimeThreshold
        self.tapDistanceThreshold = tapDistanceThreshold
    }

    func handle(_ event: TouchEvent) {
        guard case let .end(_, point, _) = event else { return }
        if singleTapTimer != nil, let first = firstTapPoint, first.distance(to: point) <= tapDistanceThreshold {
            singleTapTimer?.invalidate()
            singleTapTimer = nil
            delegate?.touchManager(self, didReceiveDoubleTapAt: point)
            return
        }
        if singleTapTimer == nil {
            startSingleTapTimer(at: point)
        }
    }

    private func startSingleTapTimer(at point: CGPoint) {
        firstTapPoint = point
        singleTapTimer = Timer.scheduledTimer(withTimeInterval: tapTimeThreshold, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.delegate?.touchManager(self, didReceiveSingleTapAt: point)
        }
    }
}
