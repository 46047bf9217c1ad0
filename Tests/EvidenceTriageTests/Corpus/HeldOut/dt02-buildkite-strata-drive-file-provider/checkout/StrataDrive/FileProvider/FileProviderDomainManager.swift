import FileProvider
import Foundation

/// Thin seam over NSFileProviderManager so the bootstrap can be unit tested.
protocol DomainRegistry {
    func domains() async throws -> [NSFileProviderDomain]
    func add(_ domain: NSFileProviderDomain) async throws
    func removeAllDomains() async throws
}

extension NSFileProviderManager: DomainRegistry {}

struct SystemDomainRegistry: DomainRegistry {
    func domains() async throws -> [NSFileProviderDomain] { try await NSFileProviderManager.domains() }
    func add(_ domain: NSFileProviderDomain) async throws { try await NSFileProviderManager.add(domain) }
    func removeAllDomains() async throws { try await NSFileProviderManager.removeAllDomains() }
}

final class FileProviderDomainManager {
    static let domainIdentifier = NSFileProviderDomainIdentifier("com.stratacloud.drive.main")

    private let registry: DomainRegistry

    init(registry: DomainRegistry = SystemDomainRegistry()) {
        self.registry = registry
    }

    var domain: NSFileProviderDomain {
        NSFileProviderDomain(identifier: Self.domainIdentifier, displayName: "Strata")
    }

    /// Called on every launch once the user is signed in.
    func bootstrap() async throws {
        // Start from a clean slate so a half-registered domain from a crashed
        // launch cannot linger.
        try await registry.removeAllDomains()
        try await registry.add(domain)
    }

    func signOut() async throws {
        try await registry.removeAllDomains()
    }
}
