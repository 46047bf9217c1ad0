import CallKit
import Foundation
import PushKit

/// Entry point for PushKit VoIP pushes. On iOS 13 and later every VoIP push must be reported
/// to CallKit before the completion handler is called, or the system terminates the app
/// ("Killing app because it never posted an incoming call to the system after receiving a
/// PushKit VoIP push callback") and may stop delivering VoIP pushes.
public final class VoIPPushHandler {
    private let provider: CallReporting
    private let calls: CallStore
    private let clock: Clock

    public init(provider: CallReporting, calls: CallStore, clock: Clock) {
        self.provider = provider
        self.calls = calls
        self.clock = clock
    }

    public func handle(payload: [AnyHashable: Any], completion: @escaping () -> Void) {
        guard let invite = CallInvite(payload: payload) else {
            provider.reportFailedCall(reason: .failed, completion: completion)
            return
        }
        // An invite that expired while the push was in flight: nothing to ring for.
        if invite.expiresAt < clock.now {
            calls.markMissed(invite.callID)
            completion()
            return
        }
        if calls.isActive(invite.callID) {
            provider.reportDuplicate(invite, completion: completion)
            return
        }
        provider.reportIncomingCall(invite, completion: completion)
    }
}
