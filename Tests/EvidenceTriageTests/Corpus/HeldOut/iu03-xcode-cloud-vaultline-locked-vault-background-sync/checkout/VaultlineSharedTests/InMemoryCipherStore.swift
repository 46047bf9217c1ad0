@testable import VaultlineShared

final class InMemoryCipherStore: CipherStore, @unchecked Sendable {
    private(set) var ciphers: [CipherDetails] = []
    func replaceCiphers(_ ciphers: [CipherDetails]) async throws { self.ciphers = ciphers }
}

extension CipherDetails {
    static func fixture(id: String = "c-1") -> CipherDetails {
        CipherDetails(id: id, encryptedName: "2.q0P8mZ7bVv1Hj2sX9nA0Ww==|Zx3q...|a1B2")
    }
}
