import AVFAudio
import CallKit
import PushKit

/// Sets up PushKit and CallKit for doorbell rings.
/// Called from `application(_:didFinishLaunchingWithOptions:)`, also when iOS
/// launches the app in the background for a VoIP push.
final class CallBootstrap: NSObject, PKPushRegistryDelegate {
    static let shared = CallBootstrap()

    private(set) var provider: CXProvider?
    private var registry: PKPushRegistry?
    private let audioSession: RecordPermissionProviding

    init(audioSession: RecordPermissionProviding = AVAudioApplication.shared) {
        self.audioSession = audioSession
    }

    func launch() {
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        self.registry = registry
        log("PKPushRegistry ready")

        // The doorbell call needs the microphone, so CallKit is only configured once
        // the user has answered the permission prompt.
        switch audioSession.recordPermission {
        case .granted:
            configureProvider()
        case .undetermined:
            log("microphone permission undetermined; CXProvider setup deferred")
            audioSession.requestRecordPermission { [weak self] granted in
                if granted { DispatchQueue.main.async { self?.configureProvider() } }
            }
        default:
            log("microphone permission denied; calls disabled")
        }
    }

    func configureProvider() {
        let config = CXProviderConfiguration()
        config.supportsVideo = true
        config.maximumCallsPerCallGroup = 1
        config.supportedHandleTypes = [.generic]
        provider = CXProvider(configuration: config)
        log("CXProvider configured")
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        TokenStore.shared.voipToken = credentials.token
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        guard let ring = DoorbellRing(payload: payload.dictionaryPayload) else {
            log("ignoring malformed VoIP payload")
            completion()
            return
        }
        guard let provider else {
            log("VoIP push for call \(ring.callID) but provider not ready; skipping reportNewIncomingCall")
            completion()
            return
        }
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: ring.doorName)
        update.hasVideo = true
        provider.reportNewIncomingCall(with: ring.callID, update: update) { error in
            if let error { self.log("reportNewIncomingCall failed: \(error)") }
            completion()
        }
    }

    private func log(_ message: String) { NSLog("[Call] %@", message) }
}
