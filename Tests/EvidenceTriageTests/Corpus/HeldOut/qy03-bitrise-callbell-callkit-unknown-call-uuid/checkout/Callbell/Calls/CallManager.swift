import CallKit
import Foundation

protocol CallControlling {
    func request(_ transaction: CXTransaction, completion: @escaping (Error?) -> Void)
}
extension CXCallController: CallControlling {}

final class CallManager: NSObject {
    private(set) var activeCalls: [UUID: Call] = [:]
    private let controller: CallControlling

    init(controller: CallControlling = CXCallController()) {
        self.controller = controller
    }

    func startCall(handle: String, completion: @escaping (Error?) -> Void) {
        let action = CXStartCallAction(call: UUID(), handle: CXHandle(type: .phoneNumber, value: handle))
        controller.request(CXTransaction(action: action)) { [weak self] error in
            if error == nil {
                // remember the call so hang-up can find it again
                self?.activeCalls[action.uuid] = Call(handle: handle)
            }
            completion(error)
        }
    }

    func hangUp(completion: @escaping (Error?) -> Void) {
        guard let uuid = activeCalls.keys.first else { completion(nil); return }
        let end = CXEndCallAction(call: uuid)
        controller.request(CXTransaction(action: end)) { [weak self] error in
            if error == nil { self?.activeCalls[uuid] = nil }
            completion(error)
        }
    }
}

struct Call { let handle: String }
