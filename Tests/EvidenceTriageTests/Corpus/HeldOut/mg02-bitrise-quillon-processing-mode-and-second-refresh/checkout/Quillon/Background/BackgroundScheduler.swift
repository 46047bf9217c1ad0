import BackgroundTasks

/// Submits Quillon's background requests. Registration happens in AppDelegate.
struct BackgroundScheduler {
    static let refresh = "io.quillon.app.refresh"
    static let digest = "io.quillon.app.digest"
    static let albumSync = "io.quillon.app.albumsync"

    let scheduler: BGTaskScheduler
    let recorder: DiagnosticsRecorder

    func submitRefresh(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try submit(request, kind: .appRefresh)
    }

    /// The weekly digest is a second app-refresh request next to the feed refresh.
    func submitDigest() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.digest)
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 7, weekday: 2),
                                                              matchingPolicy: .nextTime)
        try submit(request, kind: .appRefresh)
    }

    func submitAlbumSync() throws {
        let request = BGProcessingTaskRequest(identifier: Self.albumSync)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try submit(request, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, kind: TaskKind) throws {
        do {
            try scheduler.submit(request)
            recorder.submission(request.identifier, kind: kind, error: nil)
        } catch {
            recorder.submission(request.identifier, kind: kind, error: error)
            throw error
        }
    }
}
