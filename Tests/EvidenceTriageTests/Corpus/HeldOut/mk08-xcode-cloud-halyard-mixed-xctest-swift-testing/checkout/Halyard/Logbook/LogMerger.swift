enum LogMerger {
    static func merge(local: [LogEntry], remote: [LogEntry]) -> [LogEntry] {
        // Remote entries are put first so the server wins on conflicts -- but the result is never re-sorted.
        var seen = Set<String>()
        return (remote + local).filter { seen.insert($0.id).inserted }
    }
}
