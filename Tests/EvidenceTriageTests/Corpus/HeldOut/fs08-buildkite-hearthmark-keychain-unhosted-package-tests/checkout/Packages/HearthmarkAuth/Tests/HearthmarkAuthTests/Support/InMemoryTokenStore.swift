import Foundation
@testable import HearthmarkAuth

final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var token: RefreshToken?

    func save(_ token: RefreshToken) throws { lock.withLock { self.token = token } }
    func load() throws -> RefreshToken? { lock.withLock { token } }
    func delete() throws { lock.withLock { token = nil } }
}
