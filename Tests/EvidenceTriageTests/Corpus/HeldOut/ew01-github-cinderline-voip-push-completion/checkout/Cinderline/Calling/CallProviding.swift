import CallKit
import Foundation

/// Thin seam over CXProvider so the push router can be unit tested.
protocol CallProviding: AnyObject {
    func reportIncomingCall(uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void)
    func endCall(uuid: UUID, reason: CXCallEndedReason)
}

final class SystemCallProvider: CallProviding {
    private let provider: CXProvider

    init(configuration: CXProviderConfiguration) {
        provider = CXProvider(configuration: configuration)
    }

    func reportIncomingCall(uuid: UUID, update: CXCallUpdate, completion: @escaping (Error?) -> Void) {
        provider.reportNewIncomingCall(with: uuid, update: update, completion: completion)
    }

    func endCall(uuid: UUID, reason: CXCallEndedReason) {
        provider.reportCall(with: uuid, endedAt: Date(), reason: reason)
    }
}
