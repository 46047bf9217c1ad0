import Foundation

enum ContactMatcher {
    static func normalize(_ raw: String) -> String {
        let digits = raw.filter { $0.isNumber || $0 == "+" }
        return digits
    }
}
