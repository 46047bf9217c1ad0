import CallKit
import Foundation

final class CallRouter {
    let registrar: VoIPRegistrar
    let provider: CXProvider

    init(registrar: VoIPRegistrar, provider: CXProvider) {
        self.registrar = registrar
        self.provider = provider
    }

    func handle(invite: CallInvite) {
        guard invite.to == registrar.registeredIdentity else {
            Log.calls.error("dropping invite \(invite.callSid) to=\(invite.to) registered=\(self.registrar.registeredIdentity ?? "nil")")
            return
        }
        let update = CXCallUpdate()
        update.localizedCallerName = invite.fromDisplayName
        provider.reportNewIncomingCall(with: invite.uuid, update: update) { _ in }
    }
}
