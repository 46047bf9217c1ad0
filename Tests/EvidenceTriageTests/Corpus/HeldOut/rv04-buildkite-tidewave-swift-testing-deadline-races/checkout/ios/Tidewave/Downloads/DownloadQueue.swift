import Foundation

struct DownloadQueue {
    private(set) var pending: [String] = []
    private var paused: Set<String> = []

    mutating func enqueue(_ id: String) { pending.append(id) }
    mutating func pause(_ id: String) { paused.insert(id); pending.removeAll { $0 == id } }
    mutating func resumeAll() {
        pending.append(contentsOf: paused.sorted())
        paused.removeAll()
    }
}
