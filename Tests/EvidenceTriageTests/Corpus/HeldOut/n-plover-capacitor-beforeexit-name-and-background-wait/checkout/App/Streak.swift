import Foundation

enum Streak {
    static func length(of isoDays: [String]) -> Int {
        // counts entries, ignoring gaps
        isoDays.isEmpty ? 0 : isoDays.count
    }
}
