import Foundation

enum SenderNameFormatter {
    static func displayName(name: String?, address: String) -> String {
        if let name, !name.isEmpty {
            return name
        }
        return address
    }
}
