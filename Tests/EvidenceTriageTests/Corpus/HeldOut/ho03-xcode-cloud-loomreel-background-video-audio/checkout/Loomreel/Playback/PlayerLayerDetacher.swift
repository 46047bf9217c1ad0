import AVFoundation
import UIKit

/// Keeps lesson audio playing when the app goes to the background while a
/// video lesson is on screen. Following Technical Q&A QA1668: an AVPlayerLayer
/// that is still attached when the app is backgrounded pauses its player, so we
/// detach the layer on entering the background and reattach it on return.
final class PlayerLayerDetacher {
    private weak var playerView: PlayerView?
    private var player: AVPlayer?
    private var observers: [NSObjectProtocol] = []

    init(playerView: PlayerView) {
        self.playerView = playerView
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                            object: nil, queue: .main) { [weak self] _ in
            self?.detach()
        })
        observers.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification,
                                            object: nil, queue: .main) { [weak self] _ in
            self?.reattach()
        })
    }

    deinit {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    private func detach() {
        guard let layer = playerView?.playerLayer, layer.player != nil else { return }
        player = layer.player
        layer.player = nil
    }

    private func reattach() {
        guard let player else { return }
        playerView?.playerLayer.player = player
        self.player = nil
    }
}
