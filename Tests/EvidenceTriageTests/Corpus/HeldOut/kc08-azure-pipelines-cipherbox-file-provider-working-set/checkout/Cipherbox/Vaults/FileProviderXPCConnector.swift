import FileProvider

/// App side of the XPC connection to the File Provider extension.
enum FileProviderXPCConnector {
    static func unlockStatus(vaultID: String, domain: NSFileProviderDomain) async throws -> Bool {
        let manager = NSFileProviderManager(for: domain)!
        let service = try await manager.service(named: NSFileProviderServiceName("com.cipherbox.app.vault-locking"),
                                                for: .rootContainer)
        let connection = try await service.fileProviderConnection()
        connection.remoteObjectInterface = NSXPCInterface(with: VaultLockingXPC.self)
        connection.resume()
        let proxy = connection.remoteObjectProxy as! VaultLockingXPC
        return await withCheckedContinuation { continuation in
            proxy.unlockStatus(vaultID: vaultID) { continuation.resume(returning: $0) }
        }
    }
}
