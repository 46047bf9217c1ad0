import AVFoundation
import CallKit
import Foundation

/// Owns the CXProvider and the call's audio.
final class CallManager: NSObject, CXProviderDelegate {
    static let shared = CallManager()

    let provider: CXProvider
    let micCapture = MicrophoneCapture()
    private(set) var reportedCalls: [UUID: String] = [:]

    override init() {
        provider = CXProvider(configuration: ProviderConfiguration.make())
        super.init()
        provider.setDelegate(self, queue: nil)
    }

    func reportIncoming(uuid: UUID, caller: String, completion: ((Error?) -> Void)? = nil) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: caller)
        update.hasVideo = false
        provider.reportNewIncomingCall(with: uuid, update: update) { [weak self] error in
            if let error { NSLog("[CallManager] reportNewIncomingCall failed: %@", String(describing: error)) }
            else { self?.reportedCalls[uuid] = caller }
            completion?(error)
        }
    }

    // MARK: CXProviderDelegate

    func providerDidReset(_ provider: CXProvider) {
        micCapture.stop()
    }

    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
        NSLog("[CallManager] answer %@: activating audio session", action.callUUID.uuidString)
        do {
            try AudioSessionConfigurator.configureForCall()
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            NSLog("AVAudioSession setActive %@", String(describing: error))
        }
        do {
            try micCapture.start()
        } catch {
            NSLog("[CallManager] mic capture failed to start: %@", String(describing: error))
        }
        action.fulfill()
    }

    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {
        NSLog("[CallManager] provider:didActivateAudioSession:")
    }

    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {
        NSLog("[CallManager] provider:didDeactivateAudioSession:")
        micCapture.stop()
    }

    func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        micCapture.stop()
        reportedCalls[action.callUUID] = nil
        action.fulfill()
    }
}
