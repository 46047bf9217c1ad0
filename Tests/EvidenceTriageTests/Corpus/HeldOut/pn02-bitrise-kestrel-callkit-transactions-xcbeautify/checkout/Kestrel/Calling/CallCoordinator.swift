import CallKit
import Foundation

final class CallCoordinator: NSObject, CXProviderDelegate {
    private(set) var provider: CXProvider
    let controller: CXCallController
    private(set) var activeCalls: [UUID: String] = [:]

    init(controller: CXCallController = CXCallController()) {
        self.controller = controller
        provider = CXProvider(configuration: CallCoordinator.configuration)
        super.init()
        provider.setDelegate(self, queue: nil)
    }

    static var configuration: CXProviderConfiguration {
        let config = CXProviderConfiguration()
        config.supportsVideo = true
        config.supportedHandleTypes = [.phoneNumber]
        return config
    }

    func startCall(to number: String, completion: @escaping (Error?) -> Void) {
        let handle = CXHandle(type: .phoneNumber, value: number)
        let action = CXStartCallAction(call: UUID(), handle: handle)
        controller.request(CXTransaction(action: action), completion: completion)
    }

    func hangUp(completion: @escaping (Error?) -> Void) {
        guard let (callID, _) = activeCalls.first else { return completion(nil) }
        let action = CXEndCallAction(call: callID)
        controller.request(CXTransaction(action: action), completion: completion)
    }

    func provider(_ provider: CXProvider, perform action: CXStartCallAction) {
        activeCalls[action.uuid] = action.handle.value
        provider.reportOutgoingCall(with: action.uuid, startedConnectingAt: Date())
        action.fulfill()
    }

    func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
        activeCalls[action.callUUID] = nil
        action.fulfill()
    }

    func providerDidReset(_ provider: CXProvider) {
        activeCalls.removeAll()
    }
}
