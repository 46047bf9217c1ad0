import Foundation

enum FilenameSanitizer {
    static func onDisk(_ remoteName: String) -> String {
        remoteName.replacingOccurrences(of: "/", with: "∕")
    }
}
