import Foundation

enum HeartRateParser {
    /// Heart Rate Measurement (0x2A37): bit 0 of flags selects UINT8 or UINT16.
    static func bpm(from data: Data) -> Int? {
        guard let flags = data.first, data.count >= 2 else { return nil }
        if flags & 0x01 == 0 {
            return Int(data[1])
        }
        guard data.count >= 3 else { return nil }
        return Int(data[1]) << 8 | Int(data[2])
    }
}
