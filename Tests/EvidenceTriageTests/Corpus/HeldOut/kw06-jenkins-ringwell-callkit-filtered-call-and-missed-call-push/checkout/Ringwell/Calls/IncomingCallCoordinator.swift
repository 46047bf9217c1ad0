import CallKit
import Foundation

/// Reports an incoming VoIP call to CallKit and brings up the media engine.
final class IncomingCallCoordinator {
    private let provider: CallReporting
    private let media: MediaEngine

    init(provider: CallReporting, media: MediaEngine) {
        self.provider = provider
        self.media = media
    }

    func reportIncoming(uuid: UUID, handle: String, completion: @escaping () -> Void) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: handle)
        provider.reportNewIncomingCall(with: uuid, update: update) { [media] error in
            if let error = error {
                print("[Calls] reportNewIncomingCall failed: \(error)")
            }
            media.prepareForCall(uuid)   // warm up SIP/RTP so answering is instant
            completion()
        }
    }
}
