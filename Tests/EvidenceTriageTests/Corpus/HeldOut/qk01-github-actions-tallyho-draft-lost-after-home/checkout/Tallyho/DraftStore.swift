import Foundation

final class DraftStore {
    static let shared = DraftStore()
    private(set) var drafts: [String: String] = [:]
    private var dirty = false
    private let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("drafts.json")

    var count: Int { drafts.count }

    func load() {
        guard let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode([String: String].self, from: data) else { return }
        drafts = decoded
    }

    func update(listID: String, text: String) {
        drafts[listID] = text
        dirty = true
    }

    func flush() {
        guard dirty else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(drafts) { try? data.write(to: url, options: .atomic) }
        dirty = false
        Log.drafts("flushed \(drafts.count) draft(s)")
    }
}

enum LastSaved {
    static func stamp(_ date: Date) { UserDefaults.standard.set(date, forKey: "lastSavedAt") }
    static var value: Date? { UserDefaults.standard.object(forKey: "lastSavedAt") as? Date }
}
