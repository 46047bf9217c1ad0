import CallKit
import Foundation
import os

enum CallState: String { case idle, ringing, active, ended }

final class CallManager: NSObject, CXProviderDelegate {
    static let shared = CallManager()
    private let log = Logger(subsystem: "net.ternmesh.tern", category: "CALLKIT")
    private(set) var provider: CXProvider
    private(set) var callState: CallState = .idle
    private(set) var currentCallUUID: UUID?
    private(set) var peerHash: String?
    var directory: PeerDirectory = .shared

    override init() {
        let config = CXProviderConfiguration()
        config.supportsVideo = false
        config.maximumCallsPerCallGroup = 1
        config.supportedHandleTypes = [.generic]
        provider = CXProvider(configuration: config)
        super.init()
        provider.setDelegate(self, queue: nil)
    }

    func reportIncoming(from peerHash: String, completion: @escaping (Error?) -> Void) {
        let uuid = UUID()
        let update = CXCallUpdate()
        update.remoteHandle = CXHandle(type: .generic, value: peerHash)
        update.localizedCallerName = directory.displayName(for: peerHash)
        self.peerHash = peerHash
        currentCallUUID = uuid
        callState = .ringing
        log.info("reportNewIncomingCall uuid=\(uuid.uuidString, privacy: .public)")
        provider.reportNewIncomingCall(with: uuid, update: update) { error in
            if let error { self.log.error("report failed: \(error.localizedDescription, privacy: .public)") }
            completion(error)
        }
    }

    var displayName: String {
        guard let peerHash else { return "Unknown" }
        return directory.displayName(for: peerHash)
    }

    func providerDidReset(_ provider: CXProvider) {
        log.info("providerDidReset")
        handleCallKitReset()
    }

    func handleCallKitReset() {
        currentCallUUID = nil
        peerHash = nil
        callState = .ended
    }

    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
        callState = .active
        action.fulfill()
    }

    func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        handleCallKitReset()
        action.fulfill()
    }
}
