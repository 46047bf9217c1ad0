import Foundation

enum HandleFormatter {
    static func normalized(_ handle: String) -> String {
        handle.lowercased()
    }
}
