import Foundation

enum VisitorID {
    static func make() -> String {
        let uuid = UUID().uuidString.replacingOccurrences(of: "-", with: "")
        return String(uuid.prefix(16))
    }
}
