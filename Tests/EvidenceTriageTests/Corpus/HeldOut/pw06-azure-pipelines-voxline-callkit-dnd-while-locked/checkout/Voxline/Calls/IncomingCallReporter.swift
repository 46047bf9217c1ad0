import CallKit
import os

final class IncomingCallReporter {
    private let log = Logger(subsystem: "com.voxline.app", category: "CallKit")
    let provider: CXProvider

    init(provider: CXProvider = CXProvider(configuration: .voxline)) {
        self.provider = provider
    }

    func report(uuid: UUID, handle: String, completion: @escaping (Error?) -> Void) {
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .phoneNumber, value: handle)
        update.hasVideo = false
        provider.reportNewIncomingCall(with: uuid, update: update) { [log] error in
            log.info("reportNewIncomingCall uuid=\(uuid.uuidString, privacy: .public) error=\(String(describing: error), privacy: .public)")
            completion(error)
        }
    }
}
