import Foundation

struct ChannelShareLink {
    let name: String
    let psk: Data

    /// Builds the `https://nodeloom.org/e/#...` URL shown as a QR code.
    func url() -> URL {
        let encoded = psk.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
        return URL(string: "https://nodeloom.org/e/#\(name)/\(encoded)")!
    }
}
