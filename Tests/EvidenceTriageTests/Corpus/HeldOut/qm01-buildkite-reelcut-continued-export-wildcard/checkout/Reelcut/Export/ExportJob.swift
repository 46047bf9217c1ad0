import Foundation

final class ExportJob {
    let segments: [Segment]
    let output: URL
    let progress = Progress()
    private(set) var isCancelled = false
    private let renderer: SegmentRendering
    private let fileManager: FileManager

    init(segments: [Segment], output: URL, renderer: SegmentRendering, fileManager: FileManager = .default) {
        self.segments = segments
        self.output = output
        self.renderer = renderer
        self.fileManager = fileManager
    }

    var partialURL: URL { output.appendingPathExtension("partial") }

    func run() throws {
        progress.totalUnitCount = Int64(segments.count)
        fileManager.createFile(atPath: partialURL.path, contents: nil)
        let handle = try FileHandle(forWritingTo: partialURL)
        defer { try? handle.close() }

        var completed = progress.completedUnitCount
        for segment in segments {
            if isCancelled { return }
            let data = try renderer.render(segment)
            try handle.write(contentsOf: data)
            completed += 1
        }
        try fileManager.moveItem(at: partialURL, to: output)
    }

    func cancel() {
        isCancelled = true
    }
}
