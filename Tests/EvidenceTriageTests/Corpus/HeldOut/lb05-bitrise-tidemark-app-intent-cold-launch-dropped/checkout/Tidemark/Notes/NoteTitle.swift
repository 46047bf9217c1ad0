enum NoteTitle {
    static func from(body: String) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}
