enum JournalCSV {
    static func field(_ s: String) -> String {
        s.contains(",") || s.contains("\"") ? "\"" + s + "\"" : s
    }
}
