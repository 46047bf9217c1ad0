import CryptoKit
import Foundation

public struct OTPGenerator {
    public enum Algorithm { case sha1, sha256, sha512 }
    let secret: Data
    let algorithm: Algorithm
    let digits: Int
    var period: TimeInterval = 30

    public func password(at date: Date) -> String {
        var counter = UInt64(date.timeIntervalSince1970 / period).bigEndian
        let message = Data(bytes: &counter, count: MemoryLayout<UInt64>.size)
        let mac = hmac(message)
        // Dynamic truncation (RFC 4226 §5.3): offset is the low nibble of the LAST byte.
        let last = algorithm == .sha512 ? 31 : mac.count - 1
        let offset = Int(mac[last] & 0x0f)
        let slice = mac[offset..<offset + 4]
        let code = slice.reduce(0) { ($0 << 8) | UInt32($1) } & 0x7fff_ffff
        let modulo = UInt32(pow(10, Double(digits)))
        return String(format: "%0\(digits)u", code % modulo)
    }

    private func hmac(_ message: Data) -> [UInt8] {
        let key = SymmetricKey(data: secret)
        switch algorithm {
        case .sha1: return Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        case .sha256: return Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case .sha512: return Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        }
    }
}
