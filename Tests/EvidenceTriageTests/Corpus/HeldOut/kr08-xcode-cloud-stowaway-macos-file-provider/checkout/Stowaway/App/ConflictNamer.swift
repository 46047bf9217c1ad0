import Foundation

struct ConflictNamer {
    func conflictName(for filename: String, copy: Int) -> String {
        let base = (filename as NSString).deletingPathExtension
        return "\(base) (conflicted copy \(copy))"
    }
}
