import Foundation

public struct ProfileHandle {
    public static let maxDisplayLength = 32
    public let raw: String

    public init(_ raw: String) { self.raw = raw }

    public var display: String {
        let handle = "@" + raw
        guard handle.count > Self.maxDisplayLength else { return handle }
        return String(handle.prefix(Self.maxDisplayLength)) + "…"
    }
}
