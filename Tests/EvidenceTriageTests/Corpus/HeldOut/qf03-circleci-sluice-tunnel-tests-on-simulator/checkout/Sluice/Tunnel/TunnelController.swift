import Foundation
import NetworkExtension

final class TunnelController {
    private(set) var manager: NETunnelProviderManager?
    var onStatusChange: ((NEVPNStatus) -> Void)?
    private var observer: NSObjectProtocol?

    func installProfile(completion: @escaping (Error?) -> Void) {
        let manager = NETunnelProviderManager()
        let proto = NETunnelProviderProtocol()
        proto.providerBundleIdentifier = "io.sluice.app.PacketTunnel"
        proto.serverAddress = "edge.sluice.io"
        manager.protocolConfiguration = proto
        manager.localizedDescription = "Sluice"
        manager.isEnabled = true
        manager.saveToPreferences { [weak self] error in
            if let error {
                NSLog("[Tunnel] Failed to save configuration: %@", String(describing: error))
            }
            self?.manager = manager
            completion(error)
        }
    }

    func connect() throws {
        guard let manager else { throw TunnelError.notInstalled }
        observer = NotificationCenter.default.addObserver(forName: .NEVPNStatusDidChange,
                                                          object: manager.connection, queue: .main) { [weak self] _ in
            self?.onStatusChange?(manager.connection.status)
        }
        try manager.connection.startVPNTunnel()
    }
}

enum TunnelError: Error { case notInstalled }
