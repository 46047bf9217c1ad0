import Foundation
import OSLog

struct WalletSettings: Decodable {
    struct Server: Decodable { let uri: String; let chainName: String }
    let server: Server?
    let offlineMode: Bool
}

/// Opens the wallet file before a background sync.
final class WalletFileLoader {
    private let log = Logger(subsystem: "com.ledgerline.wallet", category: "BGSync")
    private let documentsURL: () -> URL?
    private let readData: (URL) throws -> Data
    private let core: LedgerCore

    init(documentsURL: @escaping () -> URL? = { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first },
         readData: @escaping (URL) throws -> Data = { try Data(contentsOf: $0) },
         core: LedgerCore) {
        self.documentsURL = documentsURL
        self.readData = readData
        self.core = core
    }

    /// Returns `true` when the background sync should go ahead.
    /// A failure returns `true` on purpose so that the downstream sync path
    /// surfaces its own error rather than masquerading as offline mode.
    func loadWalletFile() -> Bool {
        guard let docs = documentsURL() else {
            log.error("no documents directory; proceeding")
            return true
        }
        let settingsURL = docs.appendingPathComponent("settings.json")
        guard let data = try? readData(settingsURL) else {
            log.error("settings.json unreadable; proceeding")
            return true
        }
        guard let settings = try? JSONDecoder().decode(WalletSettings.self, from: data),
              let server = settings.server else {
            log.error("settings.json unparseable or missing server; proceeding")
            return true
        }
        if settings.offlineMode {
            return false
        }
        do {
            try core.loadExistingWallet(serverURI: server.uri, chainName: server.chainName)
        } catch {
            log.error("loadExistingWallet failed: \(String(describing: error), privacy: .public)")
        }
        return true
    }
}
