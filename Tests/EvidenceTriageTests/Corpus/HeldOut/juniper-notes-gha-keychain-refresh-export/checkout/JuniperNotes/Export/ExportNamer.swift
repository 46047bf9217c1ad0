import Foundation

enum ExportNamer {
    static func slug(for note: Note) -> String {
        note.title.lowercased()
            .components(separatedBy: CharacterSet.alphanumerics.inverted)
            .filter { !$0.isEmpty }
            .joined(separator: "-")
    }

    static func filename(for note: Note) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        // note.timeZoneID is stored with every note but not used here
        return "\(slug(for: note))-\(formatter.string(from: note.createdAt)).md"
    }
}
