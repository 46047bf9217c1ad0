import Foundation

/// Snapshot testing for rendered text: the reference file lives beside the test in
/// `__Snapshots__/<name>`; `EVIDENCE_RECORD_SNAPSHOTS=1` rewrites it; a mismatch returns a unified
/// diff to show in the failure.
public enum Snapshot {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["EVIDENCE_RECORD_SNAPSHOTS"] == "1" }

    /// nil when `actual` matches the reference (or was just recorded); else a message with the diff.
    public static func mismatch(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
        let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let reference = directory.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: reference, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
            return "No reference snapshot at \(reference.path); run the tests with EVIDENCE_RECORD_SNAPSHOTS=1 to record it."
        }
        guard expected != actual else { return nil }
        return "Snapshot \(name) differs (re-record with EVIDENCE_RECORD_SNAPSHOTS=1 if the change is intended):\n" + unifiedDiff(expected, actual, name: name)
    }

    /// `diff -u` of two texts (line-based, LCS), enough to read what changed.
    public static func unifiedDiff(_ old: String, _ new: String, name: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [String] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(" " + a[i]); i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                edits.append("+" + b[j]); j += 1
            } else {
                edits.append("-" + a[i]); i += 1
            }
        }
        // Only the changes with three lines of context around each, as `diff -u` shows them.
        let changed = edits.indices.filter { !edits[$0].hasPrefix(" ") }
        var lines = ["--- \(name) (reference)", "+++ \(name) (actual)"]
        var last = -1
        for index in edits.indices where changed.contains(where: { abs($0 - index) <= 3 }) {
            if last >= 0, index > last + 1 { lines.append("@@") }
            lines.append(edits[index])
            last = index
        }
        return lines.joined(separator: "\n")
    }
}
