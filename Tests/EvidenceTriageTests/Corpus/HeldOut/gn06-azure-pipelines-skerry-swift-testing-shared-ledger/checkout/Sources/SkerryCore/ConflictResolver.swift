import Foundation

public struct Revision: Equatable, Sendable {
    public var origin: Origin
    public var modifiedAt: Date
    public var body: String

    public enum Origin: Sendable { case device, server }

    public init(origin: Origin, modifiedAt: Date, body: String) {
        self.origin = origin
        self.modifiedAt = modifiedAt
        self.body = body
    }
}

public enum ConflictResolver {
    /// Last writer wins; on an exact tie the server's copy wins so every device converges.
    public static func resolve(local: Revision, remote: Revision) -> Revision {
        local.modifiedAt >= remote.modifiedAt ? local : remote
    }
}
