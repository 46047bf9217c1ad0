import AVKit

/// Keeps the single AVPlayerViewController used by the film detail screen.
final class PlayerHost {
    static let shared = PlayerHost()

    var playerViewController: AVPlayerViewController?
    let pictureInPicture = PictureInPictureCoordinator()

    func attach(_ player: AVPlayer) {
        let controller = playerViewController ?? AVPlayerViewController()
        controller.player = player
        controller.allowsPictureInPicturePlayback = true
        controller.canStartPictureInPictureAutomaticallyFromInline = true
        playerViewController = controller
    }
}
