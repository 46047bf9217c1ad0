import UIKit

struct PushCapabilities {
    let silentPushEnabled: Bool

    static func fromMainBundle(_ bundle: Bundle = .main) -> PushCapabilities {
        let modes = bundle.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        return PushCapabilities(silentPushEnabled: modes.contains("remote-notification"))
    }
}

final class SilentPushRouter {
    private let capabilities: PushCapabilities
    private let sync: SailingSyncing

    init(capabilities: PushCapabilities, sync: SailingSyncing) {
        self.capabilities = capabilities
        self.sync = sync
    }

    func handle(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let aps = userInfo["aps"] as? [String: Any], aps["content-available"] as? Int == 1 else {
            return .noData
        }
        guard capabilities.silentPushEnabled else {
            Log.push.error("remote-notification background mode not declared; ignoring content-available payload")
            return .noData
        }
        return await sync.run() ? .newData : .failed
    }
}
