import BackgroundTasks

final class AlbumExporter {
    static let taskIdentifier = "com.orchardlens.app.export.album"
    private static var registered = false
    enum State { case idle, running, failed }
    private(set) var state: State = .idle
    let album: Album
    init(album: Album) { self.album = album }

    /// Registers lazily the first time the user exports from the share sheet.
    func startFromShareSheet() throws {
        if !Self.registered {
            Self.registered = true
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { [album] task in
                ExportJob(album: album).run(task as! BGContinuedProcessingTask)
            }
        }
        let request = BGContinuedProcessingTaskRequest(identifier: Self.taskIdentifier,
                                                       title: "Exporting \(album.title)", subtitle: "0 of \(album.count)")
        try BGTaskScheduler.shared.submit(request)
        state = .running
    }
}
