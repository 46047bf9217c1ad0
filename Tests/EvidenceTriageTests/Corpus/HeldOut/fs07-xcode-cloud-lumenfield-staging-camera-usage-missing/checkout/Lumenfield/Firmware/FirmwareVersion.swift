import Foundation

/// A light's firmware version, e.g. "1.10.2".
struct FirmwareVersion: Comparable, CustomStringConvertible {
    let raw: String

    var description: String { raw }

    static func < (lhs: FirmwareVersion, rhs: FirmwareVersion) -> Bool {
        lhs.raw < rhs.raw
    }
}
