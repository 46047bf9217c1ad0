import Foundation
import NetworkExtension

final class TunnelProfileStore {
    static let providerBundleIdentifier = "app.ferryvpn.tunnel"
    private(set) var manager: NETunnelProviderManager?

    func save(server: ServerEndpoint, completion: @escaping (Error?) -> Void) {
        NETunnelProviderManager.loadAllFromPreferences { managers, error in
            if let error {
                print("Failed to load configurations: \(error)")
                completion(error)
                return
            }
            let manager = managers?.first ?? NETunnelProviderManager()
            let proto = NETunnelProviderProtocol()
            proto.providerBundleIdentifier = Self.providerBundleIdentifier
            proto.serverAddress = server.host
            proto.providerConfiguration = ["port": server.port, "proto": server.transport.rawValue]
            manager.protocolConfiguration = proto
            manager.localizedDescription = "Ferry"
            manager.isEnabled = true
            manager.saveToPreferences { error in
                if let error { print("Failed to save configuration: \(error)") }
                self.manager = manager
                completion(error)
            }
        }
    }

    func load(completion: @escaping (NETunnelProviderManager?, Error?) -> Void) {
        NETunnelProviderManager.loadAllFromPreferences { managers, error in
            completion(managers?.first, error)
        }
    }
}
