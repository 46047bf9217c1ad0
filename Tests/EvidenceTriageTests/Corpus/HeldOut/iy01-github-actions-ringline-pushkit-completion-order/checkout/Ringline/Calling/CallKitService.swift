import CallKit
import Foundation

protocol CallProviding: AnyObject {
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
}

extension CXProvider: CallProviding {}

final class CallKitService {
    private let provider: CallProviding
    private let lock = NSLock()
    private var _pushCompletion: (() -> Void)?

    /// The completion for the VoIP push currently being reported to CallKit.
    var pushNotificationCompletionHandler: (() -> Void)? {
        get { lock.withLock { _pushCompletion } }
        set { lock.withLock { _pushCompletion = newValue } }
    }

    init(provider: CallProviding) {
        self.provider = provider
    }

    func reportIncomingCall(_ call: IncomingCall) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: call.callerHandle)
        update.localizedCallerName = call.callerName
        update.hasVideo = call.hasVideo
        Log.calling.info("reportNewIncomingCall started id=\(call.pushID)")
        provider.reportNewIncomingCall(with: call.uuid, update: update) { [weak self] error in
            if let error {
                Log.calling.error("reportNewIncomingCall failed id=\(call.pushID): \(error)")
            }
            guard let self else { return }
            let completion = self.pushNotificationCompletionHandler
            self.pushNotificationCompletionHandler = nil
            completion?()
        }
    }
}
