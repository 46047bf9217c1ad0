import Foundation

enum AddressFormatter {
    /// 0x1234…cdef
    static func short(_ address: String) -> String {
        guard address.count > 12 else { return address }
        return address.prefix(6) + "…" + address.suffix(6)
    }
}
