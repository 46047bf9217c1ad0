import Foundation

struct ThreadSubjectFormatter {
    private static let prefixes = ["re:", "fwd:", "fw:", "aw:", "sv:"]

    /// "Re: RE: Fwd: Lunch" -> "Lunch"
    func displaySubject(_ raw: String) -> String {
        var subject = raw.trimmingCharacters(in: .whitespaces)
        // BUG: strips only the first prefix instead of looping until none is left.
        if let prefix = Self.prefixes.first(where: { subject.lowercased().hasPrefix($0) }) {
            subject = String(subject.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return subject.isEmpty ? "(no subject)" : subject
    }
}
