enum CRC16 {
    static func checksum(_ bytes: [UInt8]) -> [UInt8] {
        var crc: UInt16 = 0
        for byte in bytes {
            crc = (crc >> 8) | (crc << 8)
            crc ^= UInt16(byte)
            crc ^= (crc & 0xFF) >> 4
            crc ^= crc << 12
            crc ^= (crc & 0xFF) << 5
        }
        return [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }
}
