import Foundation

final class ArchiveSource: Sendable {
    var entries: [String] {
        get async throws { try await Task.sleep(for: .milliseconds(5)); return ["a", "b", "c"] }
    }
}

actor ArchiveImporter {
    private(set) var imported = [String]()

    init(source: ArchiveSource) async throws {
        try await source.entries.forEach {
            imported.append($0)
        }
    }
}
