import Foundation

struct FirmwareVersion: Comparable {
    let raw: String
    static func < (lhs: FirmwareVersion, rhs: FirmwareVersion) -> Bool { lhs.raw < rhs.raw }
}
