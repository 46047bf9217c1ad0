import Foundation

struct NoteTitleFormatter {
    func title(for body: String) -> String {
        let firstLine = body.split(separator: "\n", omittingEmptySubsequences: true).first ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return String(trimmed.prefix(60))
    }
}
