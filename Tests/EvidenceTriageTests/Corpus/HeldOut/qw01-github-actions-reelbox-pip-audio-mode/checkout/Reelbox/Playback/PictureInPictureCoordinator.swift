import AVKit
import os

enum PictureInPictureError: Error, Equatable {
    case backgroundAudioModeMissing
    case notSupported
    case notPossible
}

/// Owns the AVPictureInPictureController for the inline player.
final class PictureInPictureCoordinator: NSObject {
    private let bundle: Bundle
    private let log = Logger(subsystem: "tv.reelbox.app", category: "PiP")
    private(set) var controller: AVPictureInPictureController?

    init(bundle: Bundle = .main) {
        self.bundle = bundle
        super.init()
    }

    var infoPlistSupportsPictureInPicture: Bool {
        guard let modes = bundle.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] else {
            return false
        }
        return modes.contains("audio")
    }

    func start(with layer: AVPlayerLayer) throws {
        guard infoPlistSupportsPictureInPicture else {
            log.error("Failed to start picture-in-picture because UIBackgroundModes: audio, AirPlay, picture-in-picture is not enabled in Info.plist")
            throw PictureInPictureError.backgroundAudioModeMissing
        }
        guard AVPictureInPictureController.isPictureInPictureSupported() else {
            throw PictureInPictureError.notSupported
        }
        let controller = AVPictureInPictureController(playerLayer: layer)
        controller?.canStartPictureInPictureAutomaticallyFromInline = true
        self.controller = controller
        controller?.startPictureInPicture()
    }

    func stop() {
        controller?.stopPictureInPicture()
    }
}
