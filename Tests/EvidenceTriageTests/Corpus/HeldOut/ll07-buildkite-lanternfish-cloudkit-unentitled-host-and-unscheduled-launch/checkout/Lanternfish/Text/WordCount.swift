import Foundation

enum WordCount {
    static func count(_ text: String) -> Int {
        text.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }.count
    }
}
