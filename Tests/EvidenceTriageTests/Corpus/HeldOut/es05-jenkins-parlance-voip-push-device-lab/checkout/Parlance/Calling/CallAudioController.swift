import AVFoundation
import CallKit

/// Configures the shared audio session for SIP calls. CallKit activates the
/// session; baresip's audiounit module starts the player and recorder once it is.
final class CallAudioController {
    private let session = AVAudioSession.sharedInstance()

    func configureForCall() throws {
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth, .duckOthers])
    }

    func providerDidActivate(_ audioSession: AVAudioSession) {
        baresip_audio_session_activated(true)
    }

    func providerDidDeactivate(_ audioSession: AVAudioSession) {
        baresip_audio_session_activated(false)
    }
}
