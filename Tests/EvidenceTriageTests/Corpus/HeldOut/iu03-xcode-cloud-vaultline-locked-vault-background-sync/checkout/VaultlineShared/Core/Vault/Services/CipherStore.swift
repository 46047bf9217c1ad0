public struct CipherDetails: Sendable, Equatable {
    public var id: String
    public var encryptedName: String
}

public protocol CipherStore: Sendable {
    func replaceCiphers(_ ciphers: [CipherDetails]) async throws
}
