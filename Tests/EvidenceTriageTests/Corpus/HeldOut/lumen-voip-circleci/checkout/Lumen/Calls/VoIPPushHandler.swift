import CallKit
import PushKit

final class VoIPPushHandler {
    private let provider: CallReporting
    private let api: CallAPI

    init(provider: CallReporting, api: CallAPI) {
        self.provider = provider
        self.api = api
    }

    func handle(payload: PKPushPayload, type: PKPushType, completion: @escaping () -> Void) {
        guard type == .voIP, let callID = payload.dictionaryPayload["call_id"] as? String else {
            completion()
            return
        }
        // Look up the door station first so the CallKit UI can show its name.
        Task {
            let details = try? await api.callDetails(id: callID)
            let update = CXCallUpdate()
            update.remoteHandle = CXHandle(type: .generic, value: details?.stationName ?? "Door")
            update.hasVideo = details?.hasVideo ?? true
            provider.reportNewIncomingCall(with: UUID(), update: update) { _ in }
        }
        completion()
    }
}
