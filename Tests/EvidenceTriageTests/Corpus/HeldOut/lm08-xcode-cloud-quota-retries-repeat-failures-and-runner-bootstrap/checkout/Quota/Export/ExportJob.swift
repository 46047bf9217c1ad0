import Foundation

final class ExportJob {
    let workDir: URL; private var cancelled = false
    init(workDir: URL) { self.workDir = workDir }
    func start() {
        try? FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: workDir.appendingPathComponent("partial.csv").path, contents: Data())
    }
    func expire() { cancelled = true }   // leaves partial.csv behind
}
