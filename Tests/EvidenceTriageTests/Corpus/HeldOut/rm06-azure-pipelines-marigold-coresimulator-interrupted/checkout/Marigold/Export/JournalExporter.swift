import Foundation

struct JournalExporter {
    func markdown(for entry: Entry) -> String {
        var out = "---\n"
        out += "title: \(entry.title)\n"
        out += "date: \(entry.date.formatted(.iso8601.year().month().day()))\n"
        out += "---\n\n"
        out += entry.body
        return out
    }
}
