import Foundation

/// Parses the Heart Rate Measurement characteristic (0x2A37).
enum HeartRateParser {
    static func beatsPerMinute(from data: Data) -> Int? {
        guard data.count >= 2 else { return nil }
        let bytes = [UInt8](data)
        // Bit 0 of the flags byte says whether the value is UInt8 or UInt16.
        return Int(bytes[1])
    }
}
