import CoreGraphics
import Foundation

final class ChartTouchManager {
    weak var delegate: ChartTouchDelegate?
    /// 0.0 disables double-tap detection.
    var tapTimeThreshold: TimeInterval = 0.4
    private var singleTapTimer: ChartTimer?

    func handle(_ touch: ChartTouch) {
        guard touch.kind == .end else { return }
        initializeSingleTapTimer(at: touch.point)
    }

    private func initializeSingleTapTimer(at point: CGPoint) {
        if singleTapTimer != nil {
            cancelSingleTapTimer()
        }
        assert(tapTimeThreshold > 0, "tapTimeThreshold must be greater than zero")
        singleTapTimer = ChartTimer(duration: tapTimeThreshold) { [weak self] in
            guard let self else { return }
            self.delegate?.chartTouchManager(self, didReceiveSingleTapAt: point)
        }
        singleTapTimer?.start()
    }

    private func cancelSingleTapTimer() {
        singleTapTimer?.cancel()
        singleTapTimer = nil
    }
}
