import Foundation

public enum NoteTitle {
    public static func display(for raw: String?) -> String {
        guard let raw, !raw.isEmpty else { return "Untitled note" }
        return raw
    }
}
