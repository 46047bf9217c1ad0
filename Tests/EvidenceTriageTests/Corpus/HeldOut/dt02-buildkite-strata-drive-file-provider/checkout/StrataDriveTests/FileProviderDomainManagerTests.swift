import FileProvider
import XCTest
@testable import StrataDrive

private final class RecordingRegistry: DomainRegistry {
    var registered: [NSFileProviderDomain]
    private(set) var removeAllCount = 0
    private(set) var addCount = 0

    init(registered: [NSFileProviderDomain] = []) { self.registered = registered }

    func domains() async throws -> [NSFileProviderDomain] { registered }
    func add(_ domain: NSFileProviderDomain) async throws { addCount += 1; registered.append(domain) }
    func removeAllDomains() async throws { removeAllCount += 1; registered.removeAll() }
}

final class FileProviderDomainManagerTests: XCTestCase {

    func testFirstLaunchRegistersDomain() async throws {
        let registry = RecordingRegistry()
        try await FileProviderDomainManager(registry: registry).bootstrap()
        XCTAssertEqual(registry.registered.map(\.identifier), [FileProviderDomainManager.domainIdentifier])
    }

    /// Removing a live domain throws away the extension's metadata cache:
    /// files the user kept offline turn back into cloud placeholders.
    func testLaunchReusesRegisteredDomain() async throws {
        let existing = FileProviderDomainManager(registry: RecordingRegistry()).domain
        let registry = RecordingRegistry(registered: [existing])
        try await FileProviderDomainManager(registry: registry).bootstrap()
        XCTAssertEqual(registry.removeAllCount, 0, "bootstrap removed an already registered domain")
    }

    func testSignOutRemovesDomains() async throws {
        let registry = RecordingRegistry(registered: [FileProviderDomainManager(registry: RecordingRegistry()).domain])
        try await FileProviderDomainManager(registry: registry).signOut()
        XCTAssertTrue(registry.registered.isEmpty)
    }
}
