import UIKit
import PushKit

final class CallsViewController: UIViewController, PKPushRegistryDelegate {
    private var voipRegistry: PKPushRegistry?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Calls"
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        voipRegistry = registry
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        RelayAPI.shared.registerVoIPToken(credentials.token)
    }

    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping () -> Void) {
        let call = IncomingCall(payload: payload.dictionaryPayload)
        CallKitProvider.shared.reportIncoming(call) { _ in completion() }
    }
}
